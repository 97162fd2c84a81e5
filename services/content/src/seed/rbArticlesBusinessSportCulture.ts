import { h, p, q } from './bodyItems';
import type { SeedArticle } from './seedTypes';

/** Rheinauer Bote: Wirtschaft, Sport and Kultur. */
export const rbArticlesBusinessSportCulture: SeedArticle[] = [
  {
    channel: 'wirtschaft',
    hoursAgo: 6,
    titlePrefix: 'Arbeitsmarkt',
    title: 'Armaturenhersteller Kröning baut in Weidenau 120 Stellen ab',
    teaser:
      'Nach Informationen des Rheinauer Boten verlagert der Familienbetrieb einen Teil der Fertigung ins Ausland. Der Betriebsrat spricht von einem schwarzen Tag.',
    lead: 'Kröning ist einer der größten Arbeitgeber im Rheinau-Tal. Betroffen ist vor allem die Gießerei, die seit 1961 am Standort arbeitet.',
    body: [
      p(
        'Die Geschäftsführung hat die Belegschaft am Morgen in einer Betriebsversammlung informiert. Von den rund 640 Arbeitsplätzen in Weidenau sollen bis Ende 2026 etwa 120 wegfallen.',
      ),
      p(
        'Begründet wird der Schritt mit hohen Energiekosten und dem Preisdruck asiatischer Wettbewerber. Die Gießerei soll an einen Partnerbetrieb in Tschechien ausgelagert werden, Entwicklung und Montage bleiben in Weidenau.',
      ),
      q(
        'Die Kolleginnen und Kollegen haben in den Krisenjahren auf Lohn verzichtet. Das ist jetzt der Dank.',
        'Betriebsratsvorsitzender Uwe Stadler',
      ),
      p(
        'Die Unternehmensleitung betont, betriebsbedingte Kündigungen möglichst vermeiden zu wollen. Angeboten werden Altersteilzeit, Abfindungen und Wechsel in andere Abteilungen.',
      ),
      p(
        'Die Gemeinde Weidenau reagierte besorgt. Der Bürgermeister kündigte an, gemeinsam mit der Arbeitsagentur eine Jobbörse für die betroffenen Beschäftigten zu organisieren.',
      ),
    ],
    restriction: 'plus',
    badge: 'Exklusiv',
    maintag: 23,
    tags: [23, 2],
    authors: [6],
    region: 13,
  },
  {
    channel: 'wirtschaft',
    hoursAgo: 40,
    titlePrefix: 'Einzelhandel',
    title: 'Leerstand in der Rheinauer Fußgängerzone sinkt erstmals seit Jahren',
    teaser:
      'Von 94 Ladenlokalen stehen noch neun leer. Unsere Grafik zeigt, welche Branchen kommen und welche gehen.',
    lead: 'Cafés, Reparaturläden und ein Unverpackt-Geschäft haben Lücken gefüllt. Die großen Filialisten dagegen ziehen sich weiter zurück.',
    body: [
      p(
        'Das Stadtmarketing zählt die Ladenlokale in der Fußgängerzone zweimal im Jahr. Im Herbst standen neun Geschäfte leer, vor einem Jahr waren es noch vierzehn.',
      ),
      p(
        'Besonders gefragt sind kleine Flächen unter 80 Quadratmetern. Viele neue Mieter haben zuvor online verkauft und nutzen den Laden nun als Ausstellungsraum und Abholstation.',
      ),
      p(
        'Geholfen hat auch ein städtisches Programm: Gründerinnen und Gründer zahlen im ersten Jahr nur die Hälfte der Miete, die Differenz übernimmt die Wirtschaftsförderung.',
      ),
      p(
        'Sorgen bereitet dem Handel das Ende des Parkhauses am Markt. Ob der positive Trend die Sanierungszeit übersteht, wollen die Händler im Frühjahr gemeinsam mit der Stadt bilanzieren.',
      ),
    ],
    badge: 'Infografik',
    maintag: 22,
    tags: [22],
    authors: [11],
    region: 101,
  },
  {
    channel: 'wirtschaft',
    hoursAgo: 90,
    titlePrefix: 'Handwerk',
    title: 'Bäckerei Sommer: Die vierte Generation übernimmt die Backstube',
    teaser:
      'Mit 26 Jahren führt Lea Sommer den Traditionsbetrieb in der Rheinauer Altstadt. Sie will alte Rezepte bewahren und trotzdem einiges ändern.',
    lead: 'Viele Bäckereien finden keine Nachfolger. Bei Sommers war das nie eine Frage – sagt zumindest der Vater.',
    body: [
      p(
        'Um drei Uhr morgens brennt in der Backstube in der Fischergasse schon Licht. Lea Sommer hat nach ihrer Meisterprüfung zwei Jahre in Süddeutschland gearbeitet, bevor sie zurück nach Rheinau kam.',
      ),
      p(
        'Das Rheinauer Kümmelbrot bleibt, das Rezept stammt von ihrem Urgroßvater. Neu sind Sauerteigbrote mit langer Teigführung und ein kleines Frühstückscafé im früheren Lagerraum.',
      ),
      p(
        'Sorgen macht ihr der Fachkräftemangel. Zwei Ausbildungsplätze sind seit Monaten unbesetzt, obwohl die Bäckerei inzwischen eine Viertagewoche anbietet.',
      ),
      p(
        'Ihr Vater Bernd Sommer steht weiter in der Backstube, allerdings nicht mehr jeden Tag. Er wolle sich nicht einmischen, sagt er, und muss dabei selbst lachen.',
      ),
    ],
    maintag: 21,
    tags: [21],
    authors: [5],
    region: 101,
  },
  {
    channel: 'wirtschaft',
    hoursAgo: 130,
    titlePrefix: 'Energie',
    title: 'Stadtwerke Rheinau senken den Gaspreis zum Jahreswechsel',
    teaser:
      'Haushaltskunden in der Grundversorgung zahlen ab Januar rund zwölf Prozent weniger. Beim Strom bleibt der Preis stabil.',
    lead: 'Die gesunkenen Einkaufspreise kommen mit Verzögerung bei den Kunden an. Verbraucherschützer raten trotzdem zum Vergleich.',
    body: [
      p(
        'Der Arbeitspreis für Erdgas sinkt in der Grundversorgung von 11,9 auf 10,5 Cent je Kilowattstunde. Für einen Haushalt mit 15.000 Kilowattstunden Jahresverbrauch bedeutet das eine Ersparnis von gut 200 Euro.',
      ),
      p(
        'Die Stadtwerke begründen die Senkung mit günstigeren Beschaffungskosten. Weil das Unternehmen langfristig einkauft, wirke sich die Entwicklung an den Börsen erst nach und nach aus.',
      ),
      p(
        'Der Strompreis bleibt unverändert. Steigende Netzentgelte würden die niedrigeren Einkaufspreise dort aufzehren, heißt es.',
      ),
      p(
        'Die Verbraucherzentrale empfiehlt, die Tarife trotzdem zu vergleichen. Sonderverträge seien oft günstiger als die Grundversorgung, auch beim örtlichen Versorger.',
      ),
    ],
    maintag: 111,
    tags: [111, 82],
    authors: [11],
    region: 10,
  },
  {
    channel: 'sport',
    hoursAgo: 8,
    titlePrefix: 'Fußball',
    title: 'SV Rheinau 09 dreht das Derby gegen Auenfeld in der Nachspielzeit',
    teaser:
      'Lange lag der Tabellenführer zurück, dann traf Kapitän Yusuf Aksoy zweimal. 2.300 Zuschauer sahen ein turbulentes Spiel.',
    lead: 'Es war das Derby, das die Fans sich gewünscht hatten – mit Platzverweis, Elfmeter und einem Finale, das keiner so schnell vergessen wird.',
    body: [
      p(
        'Die Gäste aus Auenfeld gingen nach einer Viertelstunde durch einen Kopfball in Führung und verteidigten danach leidenschaftlich. Rheinau hatte den Ball, aber kaum Ideen gegen die tief stehende Abwehr.',
      ),
      p(
        'Nach der Pause wurde die Partie hitziger. In der 62. Minute sah ein Auenfelder Innenverteidiger nach wiederholtem Foulspiel die Gelb-Rote Karte, Rheinau drückte nun auf den Ausgleich.',
      ),
      p(
        'Der fiel in der 88. Minute per Foulelfmeter, Aksoy verwandelte sicher. In der dritten Minute der Nachspielzeit stand der Kapitän nach einer Ecke erneut richtig und köpfte zum 2:1 ein.',
      ),
      q('So ein Derby gewinnst du nicht mit Schönheit, sondern mit Willen.', 'Trainer Marco Benning'),
      p('Mit dem Sieg baut der SV Rheinau 09 seinen Vorsprung an der Tabellenspitze auf vier Punkte aus.'),
    ],
    maintag: 31,
    tags: [31, 3],
    authors: [10],
    region: 10,
  },
  {
    channel: 'sport',
    hoursAgo: 33,
    titlePrefix: 'Handball',
    title: 'TV Auenfeld holt Rückraumspieler aus der zweiten Liga',
    teaser:
      'Mit Niklas Brenner kommt ein Linkshänder mit Profierfahrung. Der Verein will endlich den Aufstieg schaffen.',
    lead: 'Der Transfer ist ein Coup für den Oberligisten – und ein Zeichen, dass der Klub es ernst meint.',
    body: [
      p(
        'Niklas Brenner ist 27 Jahre alt und hat in den vergangenen vier Spielzeiten in der zweiten Bundesliga gespielt. Nach einer Knieverletzung wollte er kürzertreten und gleichzeitig näher an seine Heimat.',
      ),
      p(
        'Aufgewachsen ist Brenner in Kesselbach, das Handballspielen hat er in der Jugend des TV Auenfeld gelernt. Neben dem Sport beginnt er eine Stelle als Ingenieur bei einem Unternehmen in Rheinau.',
      ),
      p(
        'Trainer Sven Lorenz sieht in ihm die fehlende Verstärkung im rechten Rückraum. Im vergangenen Jahr war die Mannschaft knapp am Aufstieg gescheitert, weil ihr in engen Spielen die Durchschlagskraft fehlte.',
      ),
      p(
        'Brenners erster Einsatz ist für das Heimspiel am Samstag gegen die HSG Unterweiler geplant. Anwurf ist um 19.30 Uhr.',
      ),
    ],
    restriction: 'plus',
    maintag: 32,
    tags: [32, 3],
    authors: [10],
    region: 11,
  },
  {
    channel: 'sport',
    hoursAgo: 70,
    titlePrefix: 'Rudern',
    title: '125 Jahre Rheinauer Ruderclub: Ein Rückblick in Bildern und Geschichten',
    teaser:
      'Vom Herrenclub zur Familiensportart: Der älteste Sportverein der Stadt feiert Jubiläum. Wir blicken auf die großen Momente zurück.',
    lead: 'Gegründet von zwölf Kaufleuten, heute mit fast 600 Mitgliedern: Die Geschichte des Ruderclubs ist auch eine Geschichte der Stadt.',
    body: [
      p(
        'Im Mai 1900 trafen sich zwölf Rheinauer Kaufleute im Gasthaus „Zum Anker“ und gründeten den Ruderclub. Das erste Boot, ein Vierer mit Steuermann, wurde aus Mainz herangeschafft.',
      ),
      p(
        'Frauen durften erst ab 1952 Mitglied werden. Heute stellen sie die Hälfte der aktiven Ruderer, und die Jugendabteilung ist die größte in der Geschichte des Vereins.',
      ),
      h('Das Hochwasser von 1988'),
      p(
        'Einschneidend war das Hochwasser im Frühjahr 1988, als das Wasser bis unter das Dach des Bootshauses stand. Mitglieder bargen die Boote in einer Nachtaktion, das Gebäude wurde danach auf Stelzen neu errichtet.',
      ),
      p(
        'Gefeiert wird das Jubiläum mit einer Regatta auf dem Altrhein und einem Festabend im Bootshaus. Zuschauer sind ausdrücklich willkommen.',
      ),
    ],
    badge: 'Rückblick',
    maintag: 33,
    tags: [33, 35],
    authors: [12],
    region: 10,
  },
  {
    channel: 'sport',
    hoursAgo: 150,
    titlePrefix: 'Laufsport',
    title: 'Rheinauer Brückenlauf: Anmeldung für 3.000 Startplätze ist offen',
    teaser:
      'Zum zehnten Mal führt der Lauf über beide Rheinbrücken. Neu ist eine Staffel für Firmen und Vereine.',
    lead: 'Der Brückenlauf hat sich zu einem der beliebtesten Volksläufe der Region entwickelt. Im vergangenen Jahr waren die Plätze nach drei Wochen vergeben.',
    body: [
      p(
        'Angeboten werden wie gewohnt ein Zehn-Kilometer-Lauf und ein Halbmarathon. Beide Strecken führen über die Alte und die Neue Rheinbrücke und durch die Uferpromenade zurück zum Marktplatz.',
      ),
      p(
        'Zum Jubiläum gibt es erstmals eine Staffel über vier mal fünf Kilometer. Firmen, Vereine und Freundeskreise können Teams mit gemischten Leistungsniveaus melden.',
      ),
      p(
        'Für Kinder bietet der Veranstalter einen Bambinilauf über 800 Meter an. Die Startgebühr für Kinder geht vollständig an den Förderverein des Kreisklinikums.',
      ),
      p(
        'Am Lauftag ist die Innenstadt von 8 bis 14 Uhr für den Verkehr gesperrt. Die Busse fahren Umleitungen.',
      ),
    ],
    maintag: 34,
    tags: [34, 91],
    authors: [12],
    region: 10,
  },
  {
    channel: 'kultur',
    hoursAgo: 12,
    titlePrefix: 'Stadttheater',
    title: '„Der zerbrochne Krug“ als Weinfest-Komödie: Premiere umjubelt',
    teaser:
      'Regisseurin Vera Lindqvist verlegt Kleists Lustspiel in ein Winzerdorf im Rheinau-Tal. Das Publikum feierte das Ensemble minutenlang.',
    lead: 'Dorfrichter Adam trägt Gummistiefel und verhandelt im Kelterhaus. Das funktioniert erstaunlich gut.',
    body: [
      p(
        'Der Gerichtssaal ist ein Kelterhaus, an den Wänden stapeln sich Weinkisten, und durch die Tür weht der Lärm eines Weinfests. Die Inszenierung nimmt sich viele Freiheiten und bleibt Kleists Text doch erstaunlich treu.',
      ),
      p(
        'Getragen wird der Abend von Matthias Krügel als Dorfrichter Adam. Er spielt ihn nicht als Witzfigur, sondern als einen Mann, der sich in seinen Lügen immer tiefer verstrickt.',
      ),
      p(
        'Manche Anspielung auf die Lokalpolitik wirkt etwas bemüht, etwa ein Seitenhieb auf das Parkhaus am Markt. Das Premierenpublikum hatte trotzdem sichtlich Spaß daran.',
      ),
      p(
        'Weitere Vorstellungen gibt es bis Ende Januar. Für die Termine im Dezember sind nur noch Restkarten zu haben.',
      ),
    ],
    restriction: 'plus',
    maintag: 41,
    tags: [41, 4],
    authors: [9],
    region: 101,
  },
  {
    channel: 'kultur',
    hoursAgo: 60,
    titlePrefix: 'Podcast „Rheinau hört zu“',
    title: 'Folge 42: Wie klingt eigentlich die Altstadt?',
    teaser:
      'Wir sind mit Mikrofon durch die Gassen gezogen: Glocken, Marktrufe, Möwen am Hafen. Eine Hörreise durch Rheinau.',
    lead: 'In der neuen Folge unseres Lokalpodcasts erkunden wir die Altstadt mit den Ohren statt mit den Augen.',
    body: [
      p(
        'Um sieben Uhr morgens läuten die Glocken von St. Martin, kurz danach rollen die ersten Marktstände über das Pflaster. Wer genau hinhört, erkennt die Altstadt schon an ihren Geräuschen.',
      ),
      p(
        'Für diese Folge haben wir eine Klangkünstlerin begleitet, die seit zwei Jahren ein Geräuscharchiv der Stadt aufbaut. Sie erzählt, warum manche Klänge verschwinden und andere erst entstehen.',
      ),
      p(
        'Außerdem im Gespräch: der Türmer von St. Martin, der die Glocken noch von Hand prüft, und eine Marktfrau, die seit vierzig Jahren Obst verkauft.',
      ),
      p('Die Folge ist etwa 35 Minuten lang und überall zu hören, wo es Podcasts gibt.'),
    ],
    podcast: true,
    maintag: 131,
    tags: [131, 42],
    authors: [9, 1],
    region: 101,
  },
  {
    channel: 'kultur',
    hoursAgo: 110,
    titlePrefix: 'Heimatmuseum',
    title: 'Kesselbach zeigt verschollene Flößer-Fotos',
    teaser:
      'Auf einem Dachboden sind 200 Glasplatten-Negative aufgetaucht. Sie zeigen das Leben der Flößer vor mehr als hundert Jahren.',
    lead: 'Die Aufnahmen galten als verloren. Jetzt sind sie zum ersten Mal öffentlich zu sehen.',
    body: [
      p(
        'Gefunden hat die Negative ein Ehepaar beim Ausräumen eines Elternhauses in der Kesselbacher Mühlstraße. Die Glasplatten lagen in Holzkisten, sorgfältig in Zeitungspapier von 1911 eingeschlagen.',
      ),
      p(
        'Fotografiert hat vermutlich der damalige Dorflehrer, der als Hobbyfotograf bekannt war. Die Bilder zeigen Flöße auf dem Rhein, Familien vor ihren Häusern und die Arbeit an der Holzlände.',
      ),
      p(
        'Das Heimatmuseum hat die Platten mit Unterstützung des Landesarchivs digitalisieren lassen. Vierzig Motive sind nun als großformatige Abzüge ausgestellt.',
      ),
      p(
        'Die Ausstellung läuft bis Ostern. Das Museum sucht außerdem Menschen, die auf den Fotos Vorfahren oder Orte wiedererkennen.',
      ),
    ],
    maintag: 43,
    tags: [43, 4],
    authors: [9],
    region: 12,
  },
  {
    channel: 'kultur',
    hoursAgo: 200,
    titlePrefix: 'Jazz am Hafen',
    title: 'Festival 2025: Das Programm wird in Kürze veröffentlicht',
    teaser:
      'Die Veranstalter haben die ersten Namen angekündigt. Das vollständige Programm folgt an dieser Stelle.',
    lead: 'Das Festival im Nordhafen geht in sein fünfzehntes Jahr. Der Vorverkauf startet im Dezember.',
    body: [
      p(
        'Jazz am Hafen findet im kommenden Sommer an drei Tagen auf dem Gelände der alten Speicher statt. Bestätigt sind bereits ein Trio aus Köln und die Bigband der Musikhochschule.',
      ),
      p(
        'Der Verein will das Festival jünger machen und plant eine zusätzliche Bühne für Nachwuchsbands aus der Region. Bewerbungen sind bis Ende Januar möglich.',
      ),
      p(
        'Weil die Stadt ihren Zuschuss gekürzt hat, sucht der Verein weitere Sponsoren. Die Eintrittspreise sollen trotzdem stabil bleiben.',
      ),
      p('Sobald das vollständige Programm feststeht, aktualisieren wir diesen Beitrag.'),
    ],
    badge: 'Platzhalter',
    maintag: 42,
    tags: [42, 91],
    authors: [9],
    region: 102,
  },
];
