import type { ArticleBodyItem } from '../articleBodyItem';
import { h, l, p, q } from './bodyItems';
import type { SeedTheme } from './seedPalettes';
import { seedPicture } from './seedPictures';
import type { SeedArticle } from './seedTypes';

/** A picture of the generated pool with its own caption. */
export type SeedGalleryPicture = { theme: SeedTheme; variant: number; caption: string };

/** Seed article with optional gallery header (added after the first seed; lists, inline images, galleries). */
export type SeedFeatureArticle = SeedArticle & { gallery?: SeedGalleryPicture[] };

/** Inline image item from the picture pool. */
function img(theme: SeedTheme, variant: number, caption: string): ArticleBodyItem {
  const picture = seedPicture(theme, variant);
  return {
    type: 'image',
    image: {
      baseUrl: `/seed/${picture.file}`,
      width: picture.width,
      height: picture.height,
      altText: picture.altText,
      caption,
      cropVal: `0,0,${picture.width},${picture.height}`,
    },
  };
}

/** Articles with list items, inline images and photo galleries, per mandator. */
export const seedFeatureArticles: Record<string, SeedFeatureArticle[]> = {
  rb: [
    {
      channel: 'lokales/rheinau-stadt',
      hoursAgo: 5.5,
      titlePrefix: 'Hafenfest',
      title: 'Drei Tage Hafenfest: Das Programm im Überblick',
      teaser:
        'Drachenbootrennen, Lichterfahrt und Bühnen am Kai: Von Freitag bis Sonntag feiert Rheinau sein Hafenfest. Was wann wo stattfindet.',
      lead: 'Rund 60.000 Gäste erwartet die Stadt am Wochenende am Nordhafen. Neu ist in diesem Jahr eine Familienmeile am Speicherweg.',
      body: [
        p(
          'Zum 41. Mal verwandelt sich der Rheinauer Nordhafen in eine Festmeile. Auf drei Bühnen spielen mehr als 30 Bands, am Kai legen Ausflugsschiffe zu Rundfahrten ab, und am Speicherweg gibt es erstmals eine Familienmeile mit Kletterturm und Bastelzelt.',
        ),
        h('Die Höhepunkte'),
        l(
          [
            'Freitag, 18 Uhr: Eröffnung mit Fassanstich auf der Kaibühne',
            'Samstag, 14 Uhr: Drachenbootrennen der Vereine und Betriebe',
            'Samstag, 22 Uhr: Lichterfahrt der Schiffe mit Musik',
            'Sonntag, 11 Uhr: Ökumenischer Gottesdienst am Wasser',
          ],
          true,
        ),
        img('kultur', 2, 'So soll die Lichterfahrt am Samstagabend aussehen. Grafik: Rheinauer Bote'),
        h('Anreise und Parken'),
        p(
          'Die Stadt rät dringend, mit Bus, Bahn oder Rad zu kommen. Die Parkplätze am Hafen sind gesperrt. Die Linien 3 und 7 fahren am Samstag bis 1 Uhr im 15-Minuten-Takt.',
        ),
        l([
          'Fahrradparkplätze am Alten Zollhaus',
          'Shuttlebus ab P+R Lindenhof',
          'Barrierefreier Zugang über die Hafenbrücke',
        ]),
        q(
          'Wir wollen ein Fest für alle Generationen sein, nicht nur eine Partymeile.',
          'Festorganisatorin Ute Sandner',
        ),
        p(
          'Der Eintritt ist frei. Glasflaschen sind auf dem Festgelände nicht erlaubt; an den Eingängen wird kontrolliert.',
        ),
      ],
      badge: 'Serie',
      maintag: 91,
      tags: [91, 25],
      authors: [12],
      region: 102,
      gallery: [
        { theme: 'kultur', variant: 1, caption: 'Die Kaibühne am Abend. Grafik: Rheinauer Bote' },
        { theme: 'panorama', variant: 3, caption: 'Ausflugsschiffe am Nordhafen. Grafik: Rheinauer Bote' },
        { theme: 'sport', variant: 2, caption: 'Drachenboote beim Training. Grafik: Rheinauer Bote' },
        { theme: 'lokales', variant: 4, caption: 'Die Speicher am Hafen. Grafik: Rheinauer Bote' },
      ],
    },
    {
      channel: 'ratgeber',
      hoursAgo: 28,
      title: 'Neue Abfallsatzung: Was sich bei Biotonne und Sperrmüll ändert',
      teaser:
        'Der Kreis stellt die Müllabfuhr um. Biotonnen werden im Sommer wöchentlich geleert, Sperrmüll gibt es nur noch auf Abruf.',
      lead: 'Der Kreistag hat die neue Abfallsatzung beschlossen. Für die meisten Haushalte ändern sich Abfuhrtage und Gebühren – ein Überblick.',
      body: [
        p(
          'Ab dem 1. April gilt im Landkreis eine neue Abfallsatzung. Der Abfallwirtschaftsbetrieb verschickt bis Ende März neue Abfuhrkalender an alle Haushalte.',
        ),
        h('Die wichtigsten Änderungen'),
        l([
          'Biotonne: von Juni bis September wöchentliche Leerung',
          'Sperrmüll: zweimal im Jahr kostenlos auf Abruf, online oder per Karte',
          'Restmüll: Gebühr steigt für eine 60-Liter-Tonne um 4,80 Euro im Jahr',
          'Wertstoffhof Auenfeld: samstags bis 16 Uhr geöffnet',
        ]),
        p(
          'Wer Sperrmüll bestellt, erhält einen Termin innerhalb von vier Wochen. Elektrogeräte werden weiterhin getrennt abgeholt und müssen bei der Anmeldung angegeben werden.',
        ),
        img('ratgeber', 3, 'Sperrmüll gibt es künftig nur noch auf Abruf. Grafik: Rheinauer Bote'),
        p(
          'Fragen beantwortet die Abfallberatung des Kreises montags bis freitags von 8 bis 16 Uhr. Die Abfall-App zeigt die neuen Termine ab Mitte März an.',
        ),
      ],
      maintag: 110,
      tags: [110, 12],
      authors: [5],
    },
  ],
  la: [
    {
      channel: 'lokales/lahnfels',
      hoursAgo: 7,
      titlePrefix: 'Schlossbergfest',
      title: 'Lahnfels feiert am Schlossberg: Bilder und Programm',
      teaser:
        'Mittelaltermarkt, Burgführungen und Konzerte im Schlosshof: Das Schlossbergfest lockt am Wochenende tausende Besucher nach Lahnfels.',
      lead: 'Zum 25. Jubiläum hat der Verkehrsverein das Programm erweitert. Erstmals ist der Bergfried für Führungen geöffnet.',
      body: [
        p(
          'Seit dem Morgen drängen sich Besucherinnen und Besucher durch die Gassen unterhalb des Schlosses. Händler in historischen Gewändern verkaufen Honig, Wolle und Töpferwaren, im Schlosshof spielen Gaukler.',
        ),
        h('Programm am Sonntag'),
        l(
          [
            '10 Uhr: Führung durch den Bergfried (Anmeldung am Infostand)',
            '13 Uhr: Ritterturnier der Jugendfeuerwehr',
            '16 Uhr: Konzert des Lahnfelser Kammerorchesters',
            '19 Uhr: Abschlussfeuerwerk über der Lahn',
          ],
          true,
        ),
        img('kultur', 3, 'Der Schlosshof im Abendlicht. Grafik: Lahntal-Anzeiger'),
        q(
          'Dass der Bergfried offen ist, ist für viele Lahnfelser eine Premiere.',
          'Vereinschef Bernd Köhler',
        ),
        p(
          'Der Eintritt kostet 5 Euro, Kinder bis 14 Jahre sind frei. Vom Bahnhof fährt alle 20 Minuten ein Shuttlebus zum Schlossberg.',
        ),
      ],
      badge: 'Live',
      maintag: 91,
      tags: [91, 43],
      authors: [7],
      region: 201,
      gallery: [
        {
          theme: 'kultur',
          variant: 4,
          caption: 'Die Altstadt unterhalb des Schlosses. Grafik: Lahntal-Anzeiger',
        },
        { theme: 'lokales', variant: 1, caption: 'Blick über das Lahntal. Grafik: Lahntal-Anzeiger' },
        { theme: 'panorama', variant: 2, caption: 'Lichter am Abend. Grafik: Lahntal-Anzeiger' },
      ],
    },
    {
      channel: 'lokales/ebersroth',
      hoursAgo: 33,
      title: 'Neuer Fahrplan der Lahntalbahn: Die wichtigsten Änderungen',
      teaser:
        'Früher los, später zurück: Mit dem Fahrplanwechsel fährt die Lahntalbahn im Halbstundentakt. Pendler müssen sich auf neue Abfahrtszeiten einstellen.',
      lead: 'Der Verkehrsverbund hat den neuen Fahrplan vorgestellt. Für Pendler zwischen Ebersroth und Lahnfels gibt es mehr Verbindungen.',
      body: [
        p(
          'Ab Dezember fahren die Züge zwischen Ebersroth und Lahnfels werktags alle 30 Minuten. Bisher gab es in den Mittagsstunden nur einen Stundentakt.',
        ),
        h('Das ändert sich'),
        l([
          'Erster Zug ab Ebersroth um 4:52 Uhr statt 5:22 Uhr',
          'Letzter Zug ab Lahnfels um 23:40 Uhr, freitags und samstags um 0:40 Uhr',
          'Neuer Halt Grauenstein-Süd',
          'Abfahrtszeiten verschieben sich um bis zu acht Minuten',
        ]),
        p(
          'Möglich wird der dichtere Takt durch das neue Kreuzungsgleis in Waldbrunnen, das im Herbst fertiggestellt wurde.',
        ),
        img(
          'wirtschaft',
          4,
          'Der neue Halt Grauenstein-Süd liegt nahe dem Gewerbegebiet. Grafik: Lahntal-Anzeiger',
        ),
        p(
          'Der Fahrgastverband begrüßt die Änderungen, kritisiert aber, dass es am Wochenende beim Stundentakt bleibt.',
        ),
      ],
      maintag: 51,
      tags: [51, 23],
      authors: [8],
      region: 21,
    },
  ],
};
