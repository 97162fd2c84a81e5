import type { DocumentKey } from '@news/contracts/contentPages';
import type { ArticleBodyItem } from '../articleBodyItem';
import { h, l, p } from './bodyItems';
import type { SeedMandator } from './seedTypes';

export type SeedDocument = { key: DocumentKey; title: string; body: ArticleBodyItem[] };

/** Fictional publishing house behind all brands. */
const PUBLISHER = 'Rheinlahn Mediengruppe GmbH & Co. KG';
const EDITORIAL: Record<string, { street: string; city: string; editor: string; phone: string }> = {
  rb: {
    street: 'Hafenstraße 12',
    city: '76999 Rheinau',
    editor: 'Henrike Stahl',
    phone: '0 72 99 / 18 40-0',
  },
  la: {
    street: 'Am Schlossberg 3',
    city: '35999 Lahnfels',
    editor: 'Henrike Stahl',
    phone: '0 64 99 / 52 10-0',
  },
};

/** The four legal documents of a brand (fictional publisher, addresses and register numbers). */
export function seedDocuments(mandator: Pick<SeedMandator, 'id' | 'name'>): SeedDocument[] {
  const office = EDITORIAL[mandator.id] ?? EDITORIAL.rb!;
  const domain = `www.${mandator.id === 'la' ? 'lahntal-anzeiger' : 'rheinauer-bote'}.example`;
  const email = `service@${domain.replace(/^www\./, '')}`;
  return [
    {
      key: 'impressum',
      title: 'Impressum',
      body: [
        h('Herausgeber'),
        p(`${mandator.name} ist ein Angebot der ${PUBLISHER}, ${office.street}, ${office.city}.`),
        p(
          'Persönlich haftende Gesellschafterin: Rheinlahn Verwaltungs-GmbH. Geschäftsführung: Dr. Konstanze Albrecht, Matthias Eberle. Registergericht: Amtsgericht Rheinau, HRA 4711; Umsatzsteuer-Identifikationsnummer: DE 000 000 000 (fiktiv).',
        ),
        h('Redaktion'),
        p(
          `Chefredakteurin und verantwortlich für den redaktionellen Inhalt nach § 18 Abs. 2 MStV: ${office.editor}, Anschrift wie oben.`,
        ),
        l([
          `Telefon: ${office.phone}`,
          `E-Mail: redaktion@${domain.replace(/^www\./, '')}`,
          `Internet: ${domain}`,
        ]),
        h('Hinweis'),
        p(
          'Diese Website ist ein fiktives Demonstrationsangebot. Alle Personen, Orte, Unternehmen und Ereignisse sind frei erfunden; Ähnlichkeiten mit realen Personen oder Medien sind zufällig.',
        ),
      ],
    },
    {
      key: 'agb',
      title: 'Allgemeine Geschäftsbedingungen',
      body: [
        h('§ 1 Geltungsbereich'),
        p(
          `Diese Bedingungen gelten für alle Verträge über digitale Abonnements, E-Paper und Einzelartikel von „${mandator.name}“ zwischen der ${PUBLISHER} (im Folgenden „Verlag“) und ihren Kundinnen und Kunden.`,
        ),
        h('§ 2 Vertragsschluss'),
        p(
          'Der Vertrag kommt zustande, wenn Sie die Bestellung mit der Schaltfläche „Zahlungspflichtig bestellen“ absenden und der Verlag sie per E-Mail bestätigt.',
        ),
        h('§ 3 Leistungen'),
        l([
          'Plus-Abonnement: Zugang zu allen Plus-Artikeln auf der Website und in der App.',
          'E-Paper-Abonnement: die digitale Zeitungsausgabe ab 4 Uhr morgens, inklusive Plus-Zugang.',
          'Einzelartikel: dauerhafter Zugang zu einem Artikel gegen Einsatz eines Guthabenpunkts.',
        ]),
        h('§ 4 Preise und Zahlung'),
        p(
          'Es gelten die bei Bestellung angezeigten Preise einschließlich Umsatzsteuer. Abonnements werden monatlich im Voraus per Lastschrift, Kreditkarte oder PayPal abgerechnet.',
        ),
        h('§ 5 Laufzeit und Kündigung'),
        p(
          'Digitale Abonnements laufen auf unbestimmte Zeit und können jederzeit zum Ende des bezahlten Monats gekündigt werden, auch online über den Kündigungsbutton im Kundenkonto.',
        ),
        h('§ 6 Widerrufsrecht'),
        p(
          'Verbraucherinnen und Verbraucher können den Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen. Einzelheiten enthält die Widerrufsbelehrung, die Sie mit der Bestellbestätigung erhalten.',
        ),
      ],
    },
    {
      key: 'datenschutz',
      title: 'Datenschutzerklärung',
      body: [
        h('Verantwortlicher'),
        p(
          `Verantwortlich für die Datenverarbeitung auf dieser Website ist die ${PUBLISHER}, ${office.street}, ${office.city}, E-Mail: ${email}. Unsere Datenschutzbeauftragte erreichen Sie unter datenschutz@${domain.replace(/^www\./, '')}.`,
        ),
        h('Welche Daten wir verarbeiten'),
        l([
          'Zugriffsdaten (IP-Adresse gekürzt, Zeitpunkt, aufgerufene Seite) zum Betrieb und zur Sicherheit der Website.',
          'Kontodaten (Name, E-Mail-Adresse, Passwort als Hash) für Registrierung und Abonnement.',
          'Zahlungsdaten, die unser Zahlungsdienstleister zur Abwicklung verarbeitet.',
          'Merklisten, gelesene Artikel und gewählte Themen, wenn Sie diese Funktionen nutzen.',
        ]),
        h('Rechtsgrundlagen'),
        p(
          'Wir verarbeiten Daten zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO), aufgrund Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) und zur Wahrung berechtigter Interessen wie der Sicherheit unserer Systeme (Art. 6 Abs. 1 lit. f DSGVO).',
        ),
        h('Einwilligung und Drittanbieter'),
        p(
          'Analyse-, Werbe- und Empfehlungsdienste sowie eingebettete Inhalte von Drittanbietern laden wir nur nach Ihrer Einwilligung. Sie können Ihre Auswahl jederzeit über den Link „Datenschutz-Einstellungen“ im Fußbereich ändern.',
        ),
        h('Ihre Rechte'),
        p(
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Datenschutzaufsichtsbehörde zu beschweren.',
        ),
      ],
    },
    {
      key: 'accessibility',
      title: 'Erklärung zur Barrierefreiheit',
      body: [
        p(
          `Die ${PUBLISHER} ist bemüht, das Angebot „${mandator.name}“ im Einklang mit dem Barrierefreiheitsstärkungsgesetz barrierefrei zugänglich zu machen.`,
        ),
        h('Stand der Vereinbarkeit'),
        p(
          'Diese Website ist weitgehend mit den Anforderungen der EN 301 549 und der WCAG 2.1 auf Stufe AA vereinbar.',
        ),
        h('Nicht barrierefreie Inhalte'),
        l([
          'Ältere Bildergalerien enthalten teilweise keine aussagekräftigen Alternativtexte.',
          'Das E-Paper ist ein Abbild der gedruckten Zeitung und nur eingeschränkt mit Screenreadern nutzbar.',
          'Eingebettete Inhalte von Drittanbietern können wir nicht vollständig beeinflussen.',
        ]),
        h('Feedback und Kontakt'),
        p(
          `Sind Ihnen Mängel aufgefallen? Schreiben Sie uns an ${email} oder rufen Sie uns an unter ${office.phone}. Wir antworten innerhalb von zwei Wochen.`,
        ),
        h('Durchsetzungsverfahren'),
        p(
          'Erhalten Sie keine zufriedenstellende Antwort, können Sie sich an die zuständige Marktüberwachungsbehörde für Barrierefreiheit wenden.',
        ),
      ],
    },
  ];
}
