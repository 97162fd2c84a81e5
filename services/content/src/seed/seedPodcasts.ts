/** Podcasts of the brands (fictional hosts and guests); mandator null means shown for every brand. */
export type SeedPodcast = {
  id: number;
  mandator: string | null;
  slug: string;
  title: string;
  description: string;
  hosts: string;
  episodes: { title: string; description: string; hoursAgo: number }[];
};

export const seedPodcasts: SeedPodcast[] = [
  {
    id: 1,
    mandator: 'rb',
    slug: 'rheinau-talk',
    title: 'Rheinau-Talk',
    description:
      'Der Wochenpodcast des Rheinauer Boten: Redakteurinnen und Redakteure sprechen mit Gästen über das, was das Rheinau-Tal bewegt.',
    hosts: 'Miriam Klee und Jonas Hartwig',
    episodes: [
      {
        title: 'Lindenhof-Süd: Wer soll hier wohnen?',
        description:
          'Nach dem Beschluss zum Neubaugebiet: Bürgermeisterin Katrin Lembeck und Mieterbund-Sprecher Holger Arnold über bezahlbaren Wohnraum.',
        hoursAgo: 20,
      },
      {
        title: 'Hochwasser am Rhein – sind wir vorbereitet?',
        description:
          'Feuerwehr-Kommandant Stefan Rauber erklärt, was Deiche, Pumpen und Warn-Apps leisten können und wo es noch hakt.',
        hoursAgo: 188,
      },
      {
        title: 'Der SV Rheinau 09 und der Traum vom Aufstieg',
        description: 'Trainer Marco Lindqvist über junge Spieler, alte Tribünen und die Rückrunde.',
        hoursAgo: 356,
      },
    ],
  },
  {
    id: 2,
    mandator: 'la',
    slug: 'lahntal-geplauder',
    title: 'Lahntal-Geplauder',
    description:
      'Geschichten, Köpfe und Debatten aus dem Lahntal – jeden zweiten Donnerstag mit der Lokalredaktion des Lahntal-Anzeigers.',
    hosts: 'Sabine Vogelsang und Daniel Wozniak',
    episodes: [
      {
        title: 'Autofreier Marktplatz: Ein Jahr danach',
        description:
          'Händlerinnen, Anwohner und die Stadtverwaltung ziehen Bilanz: Was hat sich in der Lahnfelser Altstadt verändert?',
        hoursAgo: 40,
      },
      {
        title: 'Die Brauerei Oberhain und ihr neuer Investor',
        description:
          'Wie die Traditionsbrauerei gerettet wurde und was das für die 45 Beschäftigten bedeutet.',
        hoursAgo: 380,
      },
      {
        title: 'Lahntalbahn: Warum der Takt so oft reißt',
        description:
          'Ein Pendler, eine Fahrdienstleiterin und der Verkehrsverbund im Gespräch über Verspätungen.',
        hoursAgo: 720,
      },
      {
        title: 'Wandern auf dem Grauensteiner Höhenweg',
        description: 'Unterwegs mit Wanderführerin Ilse Bachmann: Aussichtspunkte, Einkehr und Wegzeichen.',
        hoursAgo: 1060,
      },
    ],
  },
  {
    id: 3,
    mandator: null,
    slug: 'verbraucher-check',
    title: 'Verbraucher-Check',
    description:
      'Der Ratgeber-Podcast: Unsere Verbraucherredaktion beantwortet Fragen zu Energie, Geld, Recht und Haushalt – kurz und verständlich.',
    hosts: 'Aylin Demir',
    episodes: [
      {
        title: 'Balkonkraftwerk: Was Mieter wissen müssen',
        description:
          'Genehmigung, Versicherung, Anmeldung: die wichtigsten Antworten zu Steckersolargeräten.',
        hoursAgo: 60,
      },
      {
        title: 'Nebenkostenabrechnung prüfen',
        description: 'Welche Posten erlaubt sind, welche Fristen gelten und wann sich ein Widerspruch lohnt.',
        hoursAgo: 400,
      },
      {
        title: 'Abofallen im Netz erkennen',
        description: 'Wie man versteckte Kosten erkennt und Verträge wieder loswird.',
        hoursAgo: 740,
      },
    ],
  },
];
