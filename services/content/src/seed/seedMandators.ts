import type { SeedChannel, SeedMandator, SeedMenuItem } from './seedTypes';

const mainChannels: SeedChannel[] = [
  { path: 'lokales', title: 'Lokales', isMain: true },
  { path: 'politik', title: 'Politik', isMain: true },
  { path: 'wirtschaft', title: 'Wirtschaft', isMain: true },
  { path: 'sport', title: 'Sport', isMain: true },
  { path: 'kultur', title: 'Kultur', isMain: true },
  { path: 'panorama', title: 'Panorama', isMain: true },
  { path: 'ratgeber', title: 'Ratgeber', isMain: true },
  { path: 'meinung', title: 'Meinung', isMain: true },
];

const legal: SeedMenuItem[] = [
  { label: 'AGB', path: '/agb' },
  { label: 'Datenschutz', path: '/datenschutz' },
  { label: 'Impressum', path: '/impressum' },
  { label: 'Erklärung zur Barrierefreiheit', path: '/accessibility' },
];

const userSupport: SeedMenuItem[] = [
  { label: 'Kundenservice', path: '/kundenservice' },
  { label: 'Hilfe und FAQ', path: '/hilfe' },
  { label: 'Abo verwalten', path: '/abo/verwalten' },
  { label: 'Kontakt zur Redaktion', path: '/kontakt' },
];

const treeServices: SeedMenuItem[] = [
  { label: 'Alle Regionen', path: '/regionen' },
  { label: 'Alle Themen', path: '/themen' },
  { label: 'Autorinnen und Autoren', path: '/autoren' },
];

export const seedMandators: SeedMandator[] = [
  {
    id: 'rb',
    name: 'Rheinauer Bote',
    description: 'Nachrichten aus Rheinau, Auenfeld, Kesselbach, Weidenau und dem ganzen Rheinau-Tal.',
    homeTitle: 'Rheinauer Bote – Nachrichten aus dem Rheinau-Tal',
    channels: [
      ...mainChannels,
      { path: 'lokales/rheinau-stadt', title: 'Rheinau', isMain: false },
      { path: 'lokales/auenfeld', title: 'Auenfeld', isMain: false },
      { path: 'lokales/kesselbach', title: 'Kesselbach', isMain: false },
      { path: 'lokales/weidenau', title: 'Weidenau', isMain: false },
    ],
    menus: {
      legal,
      userSupport,
      treeServices,
      socialNetworks: [
        { label: 'Facebook', path: 'https://facebook.example/rheinauerbote' },
        { label: 'Instagram', path: 'https://instagram.example/rheinauerbote' },
        { label: 'WhatsApp-Kanal', path: 'https://whatsapp.example/rheinauerbote' },
      ],
      siteServices: [
        { label: 'E-Paper', path: '/epaper' },
        { label: 'Newsletter', path: '/newsletter' },
        { label: 'Podcasts', path: '/podcasts' },
        { label: 'Traueranzeigen', path: '/traueranzeigen' },
        { label: 'Veranstaltungen', path: '/veranstaltungen' },
      ],
      hotTopics: [
        { label: 'Hochwasser am Rhein', path: '/themen/81' },
        { label: 'Neubaugebiet Lindenhof-Süd', path: '/themen/112' },
        { label: 'Kreishaushalt', path: '/themen/12' },
        { label: 'SV Rheinau 09', path: '/themen/31' },
      ],
      utilityBar: [
        { label: 'Abo abschließen', path: '/abo' },
        { label: 'E-Paper', path: '/epaper' },
        { label: 'Wetter', path: '/wetter' },
      ],
    },
  },
  {
    id: 'la',
    name: 'Lahntal-Anzeiger',
    description: 'Nachrichten aus Lahnfels, Ebersroth, Grauenstein, Waldbrunnen, Oberhain und dem Lahntal.',
    homeTitle: 'Lahntal-Anzeiger – Ihre Zeitung für das Lahntal',
    channels: [
      ...mainChannels,
      { path: 'lokales/lahnfels', title: 'Lahnfels', isMain: false },
      { path: 'lokales/ebersroth', title: 'Ebersroth', isMain: false },
      { path: 'lokales/grauenstein', title: 'Grauenstein', isMain: false },
      { path: 'lokales/waldbrunnen', title: 'Waldbrunnen', isMain: false },
    ],
    menus: {
      legal,
      userSupport,
      treeServices,
      socialNetworks: [
        { label: 'Facebook', path: 'https://facebook.example/lahntalanzeiger' },
        { label: 'Instagram', path: 'https://instagram.example/lahntalanzeiger' },
      ],
      siteServices: [
        { label: 'E-Paper', path: '/epaper' },
        { label: 'Newsletter', path: '/newsletter' },
        { label: 'Podcasts', path: '/podcasts' },
        { label: 'Gewinnspiele', path: '/gewinnspiele' },
      ],
      hotTopics: [
        { label: 'Autofreier Marktplatz', path: '/themen/54' },
        { label: 'Brauerei Oberhain', path: '/themen/23' },
        { label: 'Lahntalbahn', path: '/themen/51' },
      ],
      utilityBar: [
        { label: 'Abo abschließen', path: '/abo' },
        { label: 'E-Paper', path: '/epaper' },
        { label: 'Veranstaltungen', path: '/veranstaltungen' },
      ],
    },
  },
];
