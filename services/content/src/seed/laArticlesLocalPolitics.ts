import { h, p, q } from './bodyItems';
import type { SeedArticle } from './seedTypes';

/** Lahntal-Anzeiger: Lokales and Politik. */
export const laArticlesLocalPolitics: SeedArticle[] = [
  {
    channel: 'lokales/lahnfels',
    hoursAgo: 0.8,
    titlePrefix: 'Lahnfels',
    title: 'Marktplatz wird autofrei – zumindest samstags',
    teaser:
      'Ab März dürfen samstags keine Autos mehr auf den Lahnfelser Marktplatz. Die Stadt testet das Modell zunächst ein Jahr lang.',
    lead: 'Nach monatelangem Streit hat sich der Stadtrat auf einen Kompromiss geeinigt. Die Parkplätze unter der Woche bleiben erhalten.',
    body: [
      p(
        'Samstags zwischen 8 und 18 Uhr wird der Marktplatz künftig zur Fußgängerzone. Die 46 Parkplätze rund um den Marktbrunnen fallen an diesen Tagen weg, Lieferverkehr ist bis 10 Uhr erlaubt.',
      ),
      p(
        'Als Ausgleich öffnet die Stadt den Parkplatz an der Schlossberghalle samstags kostenlos. Von dort sind es zu Fuß etwa sieben Minuten bis zum Markt.',
      ),
      q(
        'Wir wollen ausprobieren, ob der Platz lebendiger wird, wenn dort Menschen statt Autos stehen.',
        'Bürgermeister Matthias Rüdiger',
      ),
      p(
        'Die Gastronomen rund um den Markt dürfen ihre Außenflächen samstags deutlich vergrößern. Mehrere Wirte haben bereits angekündigt, das auszunutzen.',
      ),
      p(
        'Nach einem Jahr soll eine Befragung von Händlern, Anwohnern und Besuchern zeigen, ob das Modell dauerhaft bleibt.',
      ),
    ],
    badge: 'Update',
    maintag: 54,
    tags: [54, 11],
    authors: [8],
    region: 20,
  },
  {
    channel: 'lokales/ebersroth',
    hoursAgo: 11,
    titlePrefix: 'Ebersroth',
    title: 'Alte Mühle wird zum Dorfgemeinschaftshaus',
    teaser:
      'Seit Jahren stand die Mühle am Ortsrand leer. Jetzt bauen Vereine und Freiwillige sie zum Treffpunkt für das ganze Dorf um.',
    lead: 'Mehr als 4.000 Arbeitsstunden haben die Ebersrother bereits geleistet. Im Sommer soll Eröffnung gefeiert werden.',
    body: [
      p(
        'Die Bachmühle war bis 1968 in Betrieb, danach diente sie als Lager und stand schließlich leer. 2021 kaufte die Gemeinde das Gebäude für einen symbolischen Euro von einer Erbengemeinschaft.',
      ),
      p(
        'Seitdem arbeiten jeden Samstag Freiwillige auf der Baustelle. Der Gesangverein hat die Fenster restauriert, die Feuerwehr das Dach gedeckt, und die Landfrauen kümmern sich um die künftige Küche.',
      ),
      p(
        'Im Erdgeschoss entsteht ein Saal für hundert Personen, oben ein Jugendraum und ein Büro für die Vereine. Das Mühlrad soll wieder laufen und Strom für das Gebäude erzeugen.',
      ),
      p('Wer mithelfen möchte, kann samstags ab 9 Uhr einfach vorbeikommen. Für Verpflegung ist gesorgt.'),
    ],
    badge: 'Community',
    maintag: 35,
    tags: [35, 14],
    authors: [7],
    region: 21,
  },
  {
    channel: 'lokales/grauenstein',
    hoursAgo: 23,
    titlePrefix: 'Grauenstein',
    title: 'Burgfest lockt 12.000 Besucher in den Ort',
    teaser:
      'Ritterspiele, Handwerkermarkt und ein Feuerwerk über der Burg: Das Burgfest in Grauenstein hat einen Besucherrekord aufgestellt.',
    lead: 'Drei Tage lang war der kleine Ort im Ausnahmezustand. Die Veranstalter ziehen eine durchweg positive Bilanz.',
    body: [
      p(
        'Schon am Freitagabend waren die Parkplätze an der Lahnwiese voll. Der Shuttlebus vom Bahnhof fuhr im Zehn-Minuten-Takt und war trotzdem ständig ausgelastet.',
      ),
      p(
        'Höhepunkt war wie jedes Jahr das Turnier im Burggraben, bei dem eine Reitergruppe aus der Eifel mit Lanzen gegeneinander antrat. Auf dem Handwerkermarkt zeigten Schmiede, Korbflechter und Seiler ihr Können.',
      ),
      p(
        'Der Erlös des Festes fließt in die Sanierung der Burgmauer. Der Förderverein rechnet mit einem Überschuss von rund 30.000 Euro.',
      ),
      p('Die Polizei meldete ein friedliches Fest. Lediglich zwei Fahrräder wurden als gestohlen gemeldet.'),
    ],
    maintag: 91,
    tags: [91, 9],
    authors: [5],
    region: 22,
  },
  {
    channel: 'lokales/waldbrunnen',
    hoursAgo: 36,
    titlePrefix: 'Waldbrunnen',
    title: 'Neue Häuser am Sonnenhang: Baugebiet stößt auf Widerstand',
    teaser:
      'Auf einer Streuobstwiese sollen 38 Einfamilienhäuser entstehen. Anwohner sammeln Unterschriften gegen das Projekt.',
    lead: 'Die Gemeinde braucht Bauplätze, sagt der Bürgermeister. Die Wiese sei unersetzlich, sagen die Kritiker.',
    body: [
      p(
        'Der Sonnenhang liegt am südlichen Ortsrand von Waldbrunnen. Auf rund drei Hektar stehen dort mehr als hundert alte Apfel- und Birnbäume, manche über achtzig Jahre alt.',
      ),
      p(
        'Die Gemeinde möchte auf dem Gelände 38 Bauplätze ausweisen. Seit Jahren fragten junge Familien nach Grundstücken, es gebe im Ort schlicht keine freien Flächen mehr.',
      ),
      h('Initiative schlägt Alternativen vor'),
      p(
        'Die Initiative „Sonnenhang bleibt“ verweist auf leer stehende Häuser im Ortskern. Statt neue Flächen zu versiegeln, solle die Gemeinde Eigentümer beim Verkauf oder Umbau alter Gebäude unterstützen.',
      ),
      p(
        'Mehr als 600 Unterschriften hat die Initiative gesammelt. Der Gemeinderat will im Januar über das weitere Vorgehen beraten und vorher eine Bürgerversammlung abhalten.',
      ),
    ],
    restriction: 'plus',
    maintag: 112,
    tags: [112, 83],
    authors: [7],
    region: 23,
  },
  {
    channel: 'lokales/lahnfels',
    hoursAgo: 64,
    titlePrefix: 'Lahnfels',
    title: 'Stadtbücherei öffnet künftig bis 21 Uhr',
    teaser:
      'Mit einem Selbstverbuchungssystem kann die Bücherei abends auch ohne Personal öffnen. Das Angebot richtet sich vor allem an Berufstätige.',
    lead: 'Die Stadtbücherei im alten Amtsgericht wird zur „offenen Bibliothek“. Lahnfels ist damit Vorreiter in der Region.',
    body: [
      p(
        'Montags bis freitags bleibt die Bücherei künftig bis 21 Uhr geöffnet, samstags bis 16 Uhr. Ab 18 Uhr ist kein Personal mehr vor Ort, der Einlass funktioniert dann mit dem Bibliotheksausweis.',
      ),
      p(
        'Ausleihe und Rückgabe erledigen die Leserinnen und Leser an Selbstbedienungsterminals. Kameras im Eingangsbereich sollen Missbrauch verhindern.',
      ),
      p(
        'Ähnliche Modelle gibt es bereits in Skandinavien und einigen deutschen Großstädten. Die Erfahrungen seien durchweg gut, sagt die Leiterin der Bücherei.',
      ),
      p(
        'Die erweiterten Öffnungszeiten gelten ab dem 1. Dezember. Der Ausweis kostet für Erwachsene weiterhin 15 Euro im Jahr.',
      ),
    ],
    maintag: 44,
    tags: [44, 6],
    authors: [9],
    region: 20,
  },
  {
    channel: 'lokales',
    hoursAgo: 95,
    titlePrefix: 'Oberhain',
    title: 'Ärztehaus sucht händeringend Hausärzte',
    teaser:
      'Zwei von drei Praxen in Oberhain schließen im nächsten Jahr. Die Gemeinde lockt Nachfolger mit mietfreien Räumen.',
    lead: 'Die Versorgung im oberen Lahntal steht auf der Kippe. Ältere Patienten fürchten lange Wege.',
    body: [
      p(
        'Dr. Heinz Albers praktiziert seit 38 Jahren in Oberhain, seine Kollegin im Nachbarhaus seit 31 Jahren. Beide gehen im kommenden Jahr in den Ruhestand, einen Nachfolger haben sie bisher nicht gefunden.',
      ),
      p(
        'Die Gemeinde hat deshalb das ehemalige Sparkassengebäude gekauft und zu einem Ärztehaus umgebaut. Wer sich dort niederlässt, zahlt in den ersten drei Jahren keine Miete.',
      ),
      p(
        'Auch die Kassenärztliche Vereinigung fördert Praxisgründungen in der Region mit bis zu 60.000 Euro. Bislang hat sich trotzdem niemand gemeldet.',
      ),
      p(
        'Im Gespräch ist nun ein Modell mit angestellten Ärztinnen und Ärzten in Teilzeit. Das komme dem Wunsch vieler junger Mediziner entgegen, sagt der Bürgermeister.',
      ),
    ],
    restriction: 'plus',
    maintag: 71,
    tags: [71, 7],
    authors: [3],
    region: 24,
  },
  {
    channel: 'politik',
    hoursAgo: 5,
    titlePrefix: 'Stadtrat Lahnfels',
    title: 'Live: Stadtrat entscheidet über neues Hallenbad',
    teaser:
      'Sanieren oder neu bauen? Der Stadtrat stimmt heute über die Zukunft des Lahnfelser Hallenbads ab. Wir berichten live.',
    lead: 'Die Entscheidung ist die teuerste der Wahlperiode. Im Raum stehen bis zu 24 Millionen Euro.',
    body: [
      p(
        '18.00 Uhr: Die Sitzung beginnt mit einer Bürgerfragestunde. Mehrere Vertreter von Schwimmvereinen werben für einen Neubau mit Sportbecken.',
      ),
      p(
        '18.40 Uhr: Die Verwaltung stellt die beiden Varianten vor. Eine Sanierung würde 14 Millionen Euro kosten, ein Neubau 24 Millionen, wäre im Betrieb aber deutlich günstiger.',
      ),
      p(
        '19.15 Uhr: Die Fraktionen sind gespalten. Während die größte Fraktion den Neubau unterstützt, warnt die Opposition vor einer Verschuldung auf Jahrzehnte.',
      ),
      p('19.50 Uhr: Ein Antrag auf Vertagung wird abgelehnt. Die Abstimmung wird in Kürze erwartet.'),
    ],
    badge: 'Live',
    maintag: 11,
    tags: [11, 35],
    authors: [8],
    region: 20,
  },
  {
    channel: 'politik',
    hoursAgo: 26,
    titlePrefix: 'Interview',
    title: 'Landrätin Achterberg: „Der Kreis braucht mehr Kita-Plätze, nicht mehr Papier“',
    teaser:
      'Dr. Sigrun Achterberg über fehlende Erzieherinnen, überlastete Ämter und ihren Plan für das Lahntal.',
    lead: 'Seit einem Jahr ist Sigrun Achterberg Landrätin. Im Gespräch zieht sie eine erste Bilanz.',
    body: [
      p(
        'Frau Achterberg, im Kreis fehlen 400 Kita-Plätze. Wie wollen Sie die Lücke schließen? – Wir bauen, wo wir können, aber das Problem sind nicht die Gebäude. Uns fehlen die Fachkräfte.',
      ),
      p(
        'Was tun Sie dagegen? – Wir bezahlen Auszubildende besser, und wir wollen Quereinsteigern den Weg in den Beruf erleichtern. Dafür brauchen wir aber weniger Bürokratie bei der Anerkennung.',
      ),
      p(
        'Viele Bürger klagen über lange Wartezeiten in der Zulassungsstelle. – Zu Recht. Wir digitalisieren gerade alle Termine, bis zum Sommer soll es keine Wartezeiten über zwei Wochen mehr geben.',
      ),
      p(
        'Was wollen Sie bis zum Ende Ihrer Amtszeit erreicht haben? – Dass junge Familien im Lahntal bleiben, weil sie hier alles finden, was sie brauchen.',
      ),
    ],
    restriction: 'plus',
    // An exclusive interview: part of the subscription, not sold for a coin.
    soldWithCredits: false,
    badge: 'Interview',
    maintag: 62,
    tags: [62, 12],
    authors: [2],
    region: 2,
  },
  {
    channel: 'politik',
    hoursAgo: 85,
    titlePrefix: 'Kreistag',
    title: 'Neuer Nahverkehrsplan: Rufbus statt leerer Linien',
    teaser:
      'In den Dörfern des oberen Lahntals sollen künftig Kleinbusse auf Bestellung fahren. Die Opposition ist skeptisch.',
    lead: 'Der Kreistag hat den Nahverkehrsplan bis 2030 beschlossen. Das Herzstück ist ein flexibles Angebot für die Fläche.',
    body: [
      p(
        'Auf vier Linien im oberen Lahntal fahren derzeit große Busse, die außerhalb der Schulzeiten fast leer sind. Sie sollen ab Sommer durch Kleinbusse ersetzt werden, die nur auf Bestellung fahren.',
      ),
      p(
        'Bestellt werden kann per App oder Telefon, bis 30 Minuten vor der gewünschten Abfahrt. Es gilt der normale Tarif, auch das Deutschlandticket wird anerkannt.',
      ),
      p(
        'Die Opposition bezweifelt, dass der Kreis genügend Fahrerinnen und Fahrer findet. Schon jetzt fielen regelmäßig Fahrten aus, weil Personal fehle.',
      ),
      p('Die Schulbuslinien sind von der Umstellung ausgenommen und fahren weiter nach festem Fahrplan.'),
    ],
    maintag: 53,
    tags: [53, 12],
    authors: [2],
    region: 2,
  },
  {
    channel: 'politik',
    hoursAgo: 170,
    titlePrefix: 'Kommunalfinanzen',
    title: 'Grundsteuer-Hebesätze: Wo es im Lahntal teurer wird',
    teaser:
      'Unsere Übersicht zeigt alle Gemeinden des Kreises im Vergleich. In Grauenstein steigt die Belastung am stärksten.',
    lead: 'Die Gemeinden haben ihre neuen Hebesätze beschlossen. Die Unterschiede sind größer als erwartet.',
    body: [
      p(
        'Von den zwölf Gemeinden im Kreis haben sieben ihren Hebesatz für die Grundsteuer B erhöht. Am stärksten fällt das Plus in Grauenstein aus, wo der Satz von 420 auf 610 Prozent steigt.',
      ),
      p(
        'Lahnfels und Ebersroth haben den Hebesatz aufkommensneutral festgelegt. Das bedeutet, dass die Gemeinde insgesamt nicht mehr einnimmt als zuvor – einzelne Eigentümer können trotzdem mehr zahlen.',
      ),
      p(
        'Für ein durchschnittliches Einfamilienhaus schwankt die jährliche Grundsteuer damit zwischen 310 Euro in Waldbrunnen und 690 Euro in Grauenstein.',
      ),
      p('Unsere Grafik zeigt die Hebesätze aller Gemeinden im Vergleich zum Vorjahr.'),
    ],
    restriction: 'plus',
    badge: 'Infografik',
    maintag: 113,
    tags: [113, 11],
    authors: [6],
    region: 2,
  },
];
