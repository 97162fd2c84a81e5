import { p, q } from './bodyItems';
import type { SeedArticle } from './seedTypes';

/** Lahntal-Anzeiger: Wirtschaft, Sport and Kultur. */
export const laArticlesBusinessSportCulture: SeedArticle[] = [
  {
    channel: 'wirtschaft',
    hoursAgo: 7,
    titlePrefix: 'Brauerei Oberhain',
    title: 'Traditionsbrauerei findet Investor und rettet 45 Arbeitsplätze',
    teaser:
      'Wie der Lahntal-Anzeiger erfahren hat, übernimmt eine Unternehmerfamilie aus der Region die insolvente Brauerei. Der Braubetrieb läuft weiter.',
    lead: 'Seit dem Insolvenzantrag im Sommer bangten die Beschäftigten um ihre Jobs. Nun gibt es eine Lösung.',
    body: [
      p(
        'Die Brauerei Oberhain wurde 1872 gegründet und ist die letzte verbliebene Brauerei im oberen Lahntal. Im Juli hatte sie Insolvenz angemeldet, nachdem gestiegene Energie- und Rohstoffkosten die Reserven aufgezehrt hatten.',
      ),
      p(
        'Neuer Eigentümer wird nach Informationen dieser Zeitung eine Familie, die in Lahnfels mehrere Getränkemärkte betreibt. Der Kaufvertrag soll in der kommenden Woche unterzeichnet werden.',
      ),
      p(
        'Alle 45 Beschäftigten sollen übernommen werden. Geplant sind Investitionen in eine neue Abfüllanlage und ein Besucherzentrum mit Brauereiführungen.',
      ),
      q(
        'Das Oberhainer Pils gehört zum Lahntal wie die Burg zu Grauenstein.',
        'Insolvenzverwalter Dr. Lutz Feldmann',
      ),
      p(
        'Auch die Gläubiger haben dem Verkauf bereits zugestimmt. Der Braubetrieb lief während des Insolvenzverfahrens ohne Unterbrechung weiter, die Gaststätte im Brauhof bleibt ebenfalls geöffnet.',
      ),
    ],
    restriction: 'plus',
    badge: 'Exklusiv',
    maintag: 23,
    tags: [23, 2],
    authors: [6],
    region: 24,
  },
  {
    channel: 'wirtschaft',
    hoursAgo: 42,
    titlePrefix: 'Tourismus',
    title: 'Kanu-Saison bricht Rekord: 80.000 Paddler auf der Lahn',
    teaser:
      'Die Verleiher im Lahntal melden so viele Gäste wie nie. Naturschützer mahnen, die Ruhezonen zu respektieren.',
    lead: 'Der warme Sommer und niedrige Preise haben die Lahn zum Anziehungspunkt gemacht.',
    body: [
      p(
        'Zwischen April und Oktober haben die sieben Kanuverleiher zwischen Lahnfels und Grauenstein rund 80.000 Boote vermietet. Das sind etwa 15 Prozent mehr als im bisherigen Rekordjahr.',
      ),
      p(
        'Viele Gäste kommen aus dem Rhein-Main-Gebiet und übernachten mindestens einmal im Tal. Davon profitieren Campingplätze, Pensionen und Gasthäuser entlang des Flusses.',
      ),
      p(
        'Der Naturschutzbund beobachtet die Entwicklung mit Sorge. In den Brutzeiten würden Ruhezonen immer wieder missachtet, vor allem an den Kiesbänken unterhalb von Ebersroth.',
      ),
      p(
        'Die Verleiher wollen ihre Kundschaft künftig besser informieren. Geplant sind Schilder an den Einstiegsstellen und eine kurze Einweisung vor jeder Tour.',
      ),
    ],
    maintag: 25,
    tags: [25, 33],
    authors: [3],
    region: 2,
  },
  {
    channel: 'wirtschaft',
    hoursAgo: 98,
    titlePrefix: 'Handwerk',
    title: 'Azubi-Mangel: Betriebe im Lahntal setzen auf Probetage',
    teaser:
      'Statt Bewerbungsmappen zählt bei vielen Handwerkern ein Tag auf der Baustelle. Die Kreishandwerkerschaft zieht eine positive Bilanz.',
    lead: 'Mehr als hundert Lehrstellen im Handwerk sind im Lahntal noch unbesetzt. Die Betriebe werden kreativ.',
    body: [
      p(
        'Bei der Schreinerei Kuhn in Ebersroth können Jugendliche jederzeit einen Probetag machen, ohne Anschreiben und ohne Zeugnisse. Drei der vier aktuellen Auszubildenden sind so in den Betrieb gekommen.',
      ),
      p(
        'Die Kreishandwerkerschaft hat das Modell aufgegriffen und eine „Woche der offenen Werkstätten“ organisiert. 63 Betriebe haben mitgemacht, mehr als 200 Schülerinnen und Schüler kamen vorbei.',
      ),
      p(
        'Besonders groß ist der Bedarf bei Elektrikern und Anlagenmechanikern für Heizung und Sanitär. Die Betriebe bieten teilweise Führerscheinzuschüsse und Tablets für Auszubildende an.',
      ),
      p('Informationen zu freien Lehrstellen gibt es bei der Kreishandwerkerschaft in Lahnfels.'),
    ],
    maintag: 21,
    tags: [21, 23],
    authors: [11],
    region: 2,
  },
  {
    channel: 'wirtschaft',
    hoursAgo: 190,
    titlePrefix: 'Einzelhandel',
    title: 'Kaufhaus Behrendt schließt nach 92 Jahren – ein Rückblick',
    teaser:
      'Generationen von Lahnfelsern haben hier ihre Konfirmationsanzüge gekauft. Zum Abschied blicken wir auf die Geschichte des Hauses zurück.',
    lead: 'Am Samstag schließt das letzte inhabergeführte Kaufhaus der Stadt. Die Familie Behrendt findet keinen Nachfolger.',
    body: [
      p(
        'Gegründet wurde das Kaufhaus 1933 von Wilhelm Behrendt als Stoffgeschäft in der Bahnhofstraße. Nach dem Krieg baute die Familie es Schritt für Schritt zu einem Kaufhaus mit vier Etagen aus.',
      ),
      p(
        'In den Sechzigerjahren war Behrendt das erste Geschäft im Lahntal mit Rolltreppe. Kinder aus den Dörfern kamen eigens in die Stadt, um damit zu fahren.',
      ),
      p(
        'Der Onlinehandel und die großen Einkaufszentren setzten dem Haus in den vergangenen Jahren zu. Die Familie hat lange nach einer Lösung gesucht, am Ende vergeblich.',
      ),
      p(
        'Was aus dem Gebäude wird, ist offen. Im Gespräch sind Wohnungen in den oberen Etagen und ein Lebensmittelmarkt im Erdgeschoss.',
      ),
    ],
    restriction: 'plus',
    badge: 'Rückblick',
    maintag: 22,
    tags: [22],
    authors: [5],
    region: 202,
  },
  {
    channel: 'sport',
    hoursAgo: 9,
    titlePrefix: 'Fußball',
    title: 'TSG Lahnfels bleibt nach 2:2 in Grauenstein Tabellenführer',
    teaser:
      'Im Lahntal-Derby lag die TSG zweimal zurück. Ein später Treffer von Joker Finn Weidmann rettete den Punkt.',
    lead: 'Grauenstein zeigte sein bestes Saisonspiel, belohnte sich aber nicht ganz.',
    body: [
      p(
        'Vor 900 Zuschauern am Burgsportplatz ging Grauenstein nach zwanzig Minuten in Führung. Die TSG glich kurz vor der Pause aus, geriet aber direkt nach dem Wiederanpfiff erneut in Rückstand.',
      ),
      p(
        'In der Schlussphase warf Lahnfels alles nach vorn. In der 86. Minute staubte der eingewechselte Finn Weidmann nach einem Pfostenschuss zum Ausgleich ab.',
      ),
      p(
        'Mit dem Punkt bleibt die TSG zwei Zähler vor dem Verfolger aus Waldbrunnen an der Tabellenspitze. Grauenstein steht weiter im Mittelfeld.',
      ),
      p('Am kommenden Sonntag empfängt die TSG den Tabellenletzten, Anstoß ist um 15 Uhr.'),
    ],
    maintag: 31,
    tags: [31, 3],
    authors: [12],
    region: 22,
  },
  {
    channel: 'sport',
    hoursAgo: 31,
    titlePrefix: 'Handball',
    title: 'HSG Ebersroth-Grauenstein: Trainer Kowalski verlängert bis 2027',
    teaser: 'Der Erfolgstrainer bleibt zwei weitere Jahre. Der Verein plant den Ausbau der Jugendarbeit.',
    lead: 'Unter Piotr Kowalski ist die HSG von der Bezirksliga bis in die Oberliga aufgestiegen.',
    body: [
      p(
        'Piotr Kowalski trainiert die HSG seit 2019. In dieser Zeit gelangen der Mannschaft zwei Aufstiege, in der aktuellen Saison steht sie auf einem starken vierten Platz.',
      ),
      p(
        'Der 51-Jährige hatte zuletzt Angebote von zwei Drittligisten. Er habe sich für die HSG entschieden, weil hier etwas wachse, sagt er.',
      ),
      p(
        'Gemeinsam mit dem Verein will Kowalski eine Handballakademie für Jugendliche aufbauen. Kooperationspartner sind die Gesamtschule Lahnfels und mehrere Grundschulen.',
      ),
      p('Auch Co-Trainerin Marie Lenz hat ihren Vertrag verlängert.'),
    ],
    restriction: 'plus',
    maintag: 32,
    tags: [32, 3],
    authors: [10],
    region: 21,
  },
  {
    channel: 'sport',
    hoursAgo: 76,
    titlePrefix: 'Kanu',
    title: 'Lahnfelser Kanutin fährt zur Junioren-WM',
    teaser:
      'Die 17-jährige Emilia Schroth hat sich überraschend für die Weltmeisterschaft qualifiziert. Trainiert hat sie auf der Lahn.',
    lead: 'Für den kleinen Kanuclub Lahnfels ist es der größte Erfolg seiner Geschichte.',
    body: [
      p(
        'Bei der Qualifikation im Einer-Kajak über 500 Meter belegte Emilia Schroth den zweiten Platz und sicherte sich damit einen Startplatz für das deutsche Team.',
      ),
      p(
        'Sie trainiert sechsmal in der Woche, meist frühmorgens vor der Schule auf dem Lahnabschnitt unterhalb der Schlossbrücke. Im Winter geht es in den Kraftraum und auf das Ergometer.',
      ),
      p(
        'Der Kanuclub sammelt nun Spenden, um die Reisekosten für Trainer und Familie zu decken. Ein erstes Benefizpaddeln brachte bereits mehr als 3.000 Euro.',
      ),
      p('Die Junioren-Weltmeisterschaft findet im Sommer in Portugal statt.'),
    ],
    maintag: 33,
    tags: [33, 35],
    authors: [12],
    region: 20,
  },
  {
    channel: 'sport',
    hoursAgo: 160,
    titlePrefix: 'Vereine im Porträt, Folge 8',
    title: 'Der Schachclub Waldbrunnen spielt seit 1921',
    teaser:
      'In unserer Serie stellen wir Vereine aus dem Lahntal vor. Diesmal: ein Schachclub, der die Jugend für sich gewinnt.',
    lead: 'Im Hinterzimmer des Gasthauses „Zur Linde“ wird seit mehr als hundert Jahren Schach gespielt.',
    body: [
      p(
        'Gegründet wurde der Schachclub von sechs Waldbrunner Bergleuten, die sich nach der Schicht zum Spielen trafen. Heute hat der Verein 74 Mitglieder, fast die Hälfte davon Kinder und Jugendliche.',
      ),
      p(
        'Den Zulauf verdankt der Club auch einer Schach-AG an der Grundschule, die ein pensionierter Lehrer seit zehn Jahren leitet. Mehrere Talente spielen inzwischen in der Landesjugendliga.',
      ),
      p(
        'Trainiert wird freitagabends, im Sommer auch im Biergarten der „Linde“. Gäste sind jederzeit willkommen, Bretter und Uhren stellt der Verein.',
      ),
      p('In der nächsten Folge unserer Serie: der Motorsportclub Oberhain.'),
    ],
    badge: 'Serie',
    maintag: 35,
    tags: [35, 9],
    authors: [7],
    region: 23,
  },
  {
    channel: 'kultur',
    hoursAgo: 13,
    titlePrefix: 'Kulturherbst',
    title: 'Lesung in der Burgkapelle: Krimiautorin erzählt vom Lahntal',
    teaser:
      'Ines Markwart liest aus ihrem neuen Roman, der in Grauenstein spielt. Die Karten waren in zwei Tagen vergriffen.',
    lead: 'Ein Mord im Burggraben, ein schweigsames Dorf – und viele Zuhörer, die die Schauplätze wiedererkennen.',
    body: [
      p(
        'In „Schwarzes Wasser“ ermittelt Kommissarin Hanna Keil im Umfeld eines Burgfestes. Die Autorin stammt aus Grauenstein und hat viele Orte aus ihrer Kindheit in den Roman eingebaut.',
      ),
      p(
        'In der Burgkapelle las sie drei Kapitel und erzählte von ihren Recherchen bei der Kriminalpolizei. Das Publikum fragte vor allem, welche Figuren echte Vorbilder haben.',
      ),
      p(
        'Eine verbindliche Antwort blieb sie schuldig. Nur so viel: Den Wirt der „Burgschänke“ gebe es wirklich, und er habe das Buch bereits gelesen.',
      ),
      p('Wegen der großen Nachfrage gibt es im Januar eine Zusatzlesung in der Stadtbücherei Lahnfels.'),
    ],
    maintag: 44,
    tags: [44, 4],
    authors: [9],
    region: 22,
  },
  {
    channel: 'kultur',
    hoursAgo: 58,
    titlePrefix: 'Podcast „Lahntal-Gespräche“',
    title: 'Folge 17: Die letzte Schifferfamilie an der Lahn',
    teaser:
      'Familie Kessler betreibt seit vier Generationen Ausflugsschiffe. Im Podcast erzählen sie vom Leben auf dem Fluss.',
    lead: 'Früher fuhren Lastkähne bis Lahnfels. Heute sind die Kesslers die Letzten, die noch vom Fluss leben.',
    body: [
      p(
        'Urgroßvater Karl Kessler transportierte noch Erz und Kohle auf der Lahn. Als die Frachtschifffahrt in den Fünfzigerjahren endete, stieg die Familie auf Ausflugsfahrten um.',
      ),
      p(
        'Heute fahren zwei Schiffe zwischen Lahnfels und Grauenstein, im Sommer mehrmals täglich. Kapitänin ist Tochter Sandra, die das Patent mit 21 Jahren gemacht hat.',
      ),
      p(
        'Im Podcast erzählt die Familie von Hochwassern, Schleusenwärtern und Hochzeitsgesellschaften, die mitten auf dem Fluss gefeiert haben.',
      ),
      p('Die Folge dauert etwa 40 Minuten und ist in allen gängigen Podcast-Apps zu hören.'),
    ],
    podcast: true,
    maintag: 131,
    tags: [131, 25],
    authors: [3, 9],
    region: 2,
  },
  {
    channel: 'kultur',
    hoursAgo: 115,
    titlePrefix: 'Ausstellung',
    title: 'Kunstverein zeigt Fotografien aus sechzig Jahren Lahnfels',
    teaser:
      'Vom Hochwasser 1965 bis zum Stadtfest im vergangenen Sommer: Die Ausstellung ist ein Streifzug durch die Stadtgeschichte.',
    lead: 'Die Bilder stammen aus dem Archiv des Lahntal-Anzeigers und aus privaten Sammlungen.',
    body: [
      p(
        'Mehr als 150 Fotografien hängen in den Räumen des Kunstvereins am Schlossberg. Sie zeigen, wie sich Lahnfels seit den Sechzigerjahren verändert hat.',
      ),
      p(
        'Viele Bilder stammen von Pressefotografen, die für diese Zeitung gearbeitet haben. Dazu kommen Aufnahmen, die Leserinnen und Leser nach einem Aufruf eingeschickt haben.',
      ),
      p(
        'Besonders eindrucksvoll sind die Serien vom Hochwasser 1965 und vom Abriss der alten Lahnbrücke. Daneben hängen Alltagsbilder aus Schwimmbad, Schulhof und Kirmes.',
      ),
      p('Die Ausstellung ist mittwochs bis sonntags von 14 bis 18 Uhr geöffnet. Der Eintritt ist frei.'),
    ],
    restriction: 'plus',
    maintag: 43,
    tags: [43, 4],
    authors: [9],
    region: 201,
  },
  {
    channel: 'kultur',
    hoursAgo: 210,
    titlePrefix: 'Konzert',
    title: 'Kammerorchester Lahntal spielt Beethoven im Kurpark',
    teaser:
      'Zum Saisonabschluss gibt das Orchester ein Open-Air-Konzert. Bei Regen wird in die Stadthalle ausgewichen.',
    lead: 'Auf dem Programm stehen die sechste Sinfonie und eine Uraufführung eines jungen Komponisten aus der Region.',
    body: [
      p(
        'Das Kammerorchester Lahntal besteht aus Laien und Profimusikern, die sich zweimal im Monat zu Proben treffen. Seit zwanzig Jahren gibt es jeden Herbst ein Konzert im Kurpark.',
      ),
      p(
        'In diesem Jahr steht Beethovens „Pastorale“ im Mittelpunkt. Dazu kommt die Uraufführung von „Lahnwellen“, einem Stück des 24-jährigen Komponisten Jakob Heil aus Ebersroth.',
      ),
      p(
        'Der Eintritt ist frei, das Orchester bittet um Spenden. Decken und Klappstühle sollten Besucher selbst mitbringen.',
      ),
      p(
        'Bei schlechtem Wetter findet das Konzert in der Stadthalle statt. Die Entscheidung fällt am Vormittag.',
      ),
    ],
    maintag: 42,
    tags: [42, 91],
    authors: [9],
    region: 20,
  },
];
