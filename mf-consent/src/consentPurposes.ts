import type { ConsentVendorId } from '@news/contracts/consentVendors';

export type ConsentVendor = {
  id: ConsentVendorId;
  name: string;
  description: string;
  privacyUrl: string;
};

export type ConsentPurpose = {
  id: string;
  name: string;
  description: string;
  /** The IAB TCF v2.2 purposes a grant of this purpose's vendors stands for (see tcf/encodeTcString). */
  tcfPurposes: number[];
  vendors: ConsentVendor[];
};

/** The purposes of the settings layer with every vendor of spec §3, each under the purpose it serves. */
export const consentPurposes: ConsentPurpose[] = [
  {
    id: 'media',
    name: 'Externe Medien und soziale Netzwerke',
    description: 'Videos, Beiträge und Inhalte anderer Plattformen, die in Artikel eingebettet sind.',
    tcfPurposes: [1],
    vendors: [
      {
        id: 'youtube',
        name: 'YouTube',
        description: 'Zeigt eingebettete YouTube-Videos an.',
        privacyUrl: 'https://policies.google.com/privacy?hl=de',
      },
      {
        id: 'vimeo',
        name: 'Vimeo',
        description: 'Zeigt eingebettete Vimeo-Videos an.',
        privacyUrl: 'https://vimeo.com/privacy',
      },
      {
        id: 'glomex',
        name: 'glomex',
        description: 'Zeigt Videos aus dem glomex-Videonetzwerk an.',
        privacyUrl: 'https://www.glomex.com/datenschutz/',
      },
      {
        id: 'xCorp',
        name: 'X (ehemals Twitter)',
        description: 'Zeigt eingebettete Beiträge von X an.',
        privacyUrl: 'https://x.com/de/privacy',
      },
      {
        id: 'instagram',
        name: 'Instagram',
        description: 'Zeigt eingebettete Instagram-Beiträge an.',
        privacyUrl: 'https://privacycenter.instagram.com/policy',
      },
      {
        id: 'tiktok',
        name: 'TikTok',
        description: 'Zeigt eingebettete TikTok-Videos an.',
        privacyUrl: 'https://www.tiktok.com/legal/privacy-policy-eea?lang=de',
      },
      {
        id: 'facebook',
        name: 'Facebook/Meta',
        description: 'Zeigt eingebettete Facebook-Beiträge an und misst den Erfolg unserer Beiträge dort.',
        privacyUrl: 'https://www.facebook.com/privacy/policy/',
      },
    ],
  },
  {
    id: 'measurement',
    name: 'Reichweitenmessung und Analyse',
    description: 'Wie viele Leserinnen und Leser welche Seiten nutzen, damit wir unser Angebot verbessern.',
    tcfPurposes: [1, 8, 9, 10],
    vendors: [
      {
        id: 'adobeAnalytics',
        name: 'Adobe Analytics',
        description: 'Misst die Nutzung unserer Seiten und Funktionen.',
        privacyUrl: 'https://www.adobe.com/de/privacy.html',
      },
      {
        id: 'ivw',
        name: 'IVW (INFOnline)',
        description: 'Zählt Seitenaufrufe für die geprüfte Reichweite der IVW.',
        privacyUrl: 'https://www.infonline.de/datenschutz/',
      },
    ],
  },
  {
    id: 'advertising',
    name: 'Werbung',
    description: 'Anzeigen, mit denen wir unseren Journalismus finanzieren, und die Messung ihres Erfolgs.',
    tcfPurposes: [1, 2, 3, 4, 7],
    vendors: [
      {
        id: 'kdm',
        name: 'KDM (Anzeigenvermarktung)',
        description: 'Liefert die Anzeigen auf unseren Seiten aus.',
        privacyUrl: 'https://www.kdm-vermarktung.de/datenschutz',
      },
      {
        id: 'echobox',
        name: 'Echobox',
        description: 'Plant die Veröffentlichung unserer Artikel in sozialen Netzwerken.',
        privacyUrl: 'https://www.echobox.com/privacy',
      },
    ],
  },
  {
    id: 'services',
    name: 'Dienste und Funktionen',
    description:
      'Zusätzliche Inhalte und Funktionen von Partnern, etwa Benachrichtigungen und Ergebnisdienste.',
    tcfPurposes: [1, 5, 6],
    vendors: [
      {
        id: 'cleverpush',
        name: 'CleverPush',
        description: 'Sendet Ihnen Push-Benachrichtigungen, wenn Sie diese abonnieren.',
        privacyUrl: 'https://cleverpush.com/datenschutz',
      },
      {
        id: 'dpaInfocom',
        name: 'dpa-infocom',
        description: 'Liefert Nachrichten-Module wie Wahl- und Verkehrsgrafiken.',
        privacyUrl: 'https://www.dpa-info.com/datenschutz/',
      },
      {
        id: 'allesPlus',
        name: 'alles plus',
        description: 'Zeigt Empfehlungen aus unserem Partner-Angebot an.',
        privacyUrl: 'https://www.alles-plus.de/datenschutz',
      },
      {
        id: 'sportmonks',
        name: 'Sportmonks',
        description: 'Liefert Spielstände, Tabellen und Ergebnisse.',
        privacyUrl: 'https://www.sportmonks.com/privacy-policy/',
      },
      {
        id: 'yackRocks',
        name: 'yack.rocks',
        description: 'Ermöglicht Kommentare und Diskussionen unter Artikeln.',
        privacyUrl: 'https://yack.rocks/datenschutz',
      },
    ],
  },
];
