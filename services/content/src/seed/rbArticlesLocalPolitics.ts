import { e, h, p, q } from './bodyItems';
import type { SeedArticle } from './seedTypes';

/** Rheinauer Bote: Lokales and Politik. */
export const rbArticlesLocalPolitics: SeedArticle[] = [
  {
    channel: 'lokales/rheinau-stadt',
    hoursAgo: 1.2,
    titlePrefix: 'Gemeinderat',
    title: 'Neubaugebiet Lindenhof-Süd: 140 Häuser sollen bis 2028 entstehen',
    teaser:
      'Der Gemeinderat hat den Bebauungsplan für Lindenhof-Süd beschlossen. Geplant sind Reihenhäuser, Doppelhäuser und ein Quartiersplatz.',
    lead: 'Nach fast drei Jahren Debatte ist der Weg frei: Auf den früheren Gärtnereiflächen im Rheinauer Süden entsteht eines der größten Wohngebiete im Landkreis.',
    body: [
      p(
        'Mit 27 zu 9 Stimmen hat der Rheinauer Gemeinderat am Dienstagabend den Bebauungsplan „Lindenhof-Süd“ verabschiedet. Auf rund elf Hektar sollen bis 2028 etwa 140 Häuser entstehen, dazu drei Mehrfamilienhäuser mit insgesamt 60 Mietwohnungen.',
      ),
      p(
        'Ein Drittel der Mietwohnungen muss nach dem Beschluss als geförderter Wohnraum angeboten werden. Die städtische Wohnbaugesellschaft hat bereits angekündigt, eines der Mehrfamilienhäuser selbst zu bauen.',
      ),
      h('Kritik an Verkehr und Versiegelung'),
      p(
        'Die Fraktion der Grünen Liste stimmte geschlossen dagegen. Sie befürchtet mehr Durchgangsverkehr in der Gärtnerstraße und kritisiert, dass zu viel Fläche versiegelt werde. Die Verwaltung verweist auf Gründächer, Versickerungsmulden und eine neue Buslinie.',
      ),
      q(
        'Wir brauchen Wohnungen für junge Familien, sonst verlieren wir sie an die Großstadt.',
        'Bürgermeisterin Katrin Lembeck',
      ),
      e(
        'youtube',
        'https://www.youtube-nocookie.com/embed/rb-lindenhof-sued',
        'Video: Rundgang über das künftige Baugebiet Lindenhof-Süd',
      ),
      p(
        'Die ersten Grundstücke sollen im Frühjahr vergeben werden. Interessierte können sich ab sofort im Bürgerbüro im Alten Rathaus auf eine Vormerkliste setzen lassen; Familien mit Kindern werden bei der Vergabe bevorzugt.',
      ),
    ],
    badge: 'Update',
    maintag: 112,
    tags: [112, 11],
    authors: [1],
    region: 103,
  },
  {
    channel: 'lokales',
    hoursAgo: 2.5,
    titlePrefix: 'Nordhafen',
    title: 'Großbrand in Lagerhalle: Feuerwehr warnt vor Rauch über Rheinau',
    teaser:
      'In einer Lagerhalle am Nordhafen ist am Morgen ein Feuer ausgebrochen. Anwohner sollen Fenster und Türen geschlossen halten.',
    lead: 'Eine dichte Rauchwolke zieht über den Norden der Stadt. Mehr als 80 Einsatzkräfte sind vor Ort, verletzt wurde nach ersten Angaben niemand.',
    body: [
      p(
        'Gegen 6.40 Uhr ging bei der Leitstelle der erste Notruf ein: Aus einer Lagerhalle eines Logistikbetriebs an der Kaistraße schlugen Flammen. Als die ersten Fahrzeuge eintrafen, stand das Dach bereits in Vollbrand.',
      ),
      p(
        'Die Feuerwehr Rheinau hat Verstärkung aus Auenfeld und Weidenau angefordert. Über die Warn-App wurde die Bevölkerung in den Stadtteilen Nordhafen und Lindenhof aufgefordert, Fenster und Türen geschlossen zu halten und Lüftungsanlagen abzuschalten.',
      ),
      p(
        'Nach Angaben eines Feuerwehrsprechers lagerten in der Halle vor allem Verpackungsmaterial und Kunststoffpaletten. Messungen hätten bislang keine gefährlichen Schadstoffwerte ergeben, die Lage werde aber weiter beobachtet.',
      ),
      p(
        'Die Kaistraße ist zwischen Hafenbrücke und Speicherweg voll gesperrt. Die Polizei bittet darum, den Bereich weiträumig zu umfahren. Zur Brandursache gibt es noch keine Erkenntnisse.',
      ),
    ],
    badge: 'Eilmeldung',
    maintag: 102,
    tags: [102, 10],
    authors: [10],
    region: 102,
  },
  {
    channel: 'lokales/auenfeld',
    hoursAgo: 9,
    titlePrefix: 'Auenfeld',
    title: 'Dorfladen rettet sich mit Genossenschaftsmodell',
    teaser:
      'Mehr als 300 Auenfelder haben Anteile gezeichnet. Damit bleibt der einzige Lebensmittelladen im Ort erhalten.',
    lead: 'Als die Inhaberin im Frühjahr ihren Rückzug ankündigte, schien das Aus besiegelt. Dann ergriffen die Bürger selbst die Initiative.',
    body: [
      p(
        'Der Dorfladen in der Kirchgasse gehört jetzt seinen Kundinnen und Kunden. 312 Menschen haben Genossenschaftsanteile zu je 250 Euro gezeichnet, manche gleich mehrere. Zusammen mit einem Zuschuss des Landes reicht das für Kühltheken, eine neue Kasse und die ersten Monatsmieten.',
      ),
      p(
        'Geführt wird der Laden künftig von zwei Teilzeitkräften und einem Team aus Ehrenamtlichen. Angeboten werden vor allem Produkte aus der Region: Brot aus Kesselbach, Eier vom Hofgut Weidenau und Wein der Winzergenossenschaft.',
      ),
      q(
        'Hier trifft man sich, hier erfährt man, was im Dorf los ist. Das wollten wir nicht verlieren.',
        'Vorstand Günter Maasfeld',
      ),
      p(
        'Die Genossenschaft hat sich vorgenommen, nach drei Jahren schwarze Zahlen zu schreiben. Dafür braucht es nach ihrer Rechnung einen Tagesumsatz von etwa 1.400 Euro.',
      ),
      p(
        'Die Wiedereröffnung wird am Samstag mit einem Hoffest gefeiert. Wer noch Anteile zeichnen möchte, kann das dort oder online auf der Seite der Genossenschaft tun.',
      ),
    ],
    badge: 'Community',
    maintag: 22,
    tags: [22, 14],
    authors: [5],
    region: 11,
  },
  {
    channel: 'lokales/kesselbach',
    hoursAgo: 20,
    titlePrefix: 'Kesselbach',
    title: 'Weinlese beginnt so früh wie nie zuvor',
    teaser:
      'Die Winzer am Kesselbacher Sonnenberg holen die ersten Trauben schon Ende August. Die Qualität sei hervorragend, die Menge allerdings gering.',
    lead: 'Hitze und ein trockener Juli haben die Reife beschleunigt. Für die Betriebe bedeutet das Stress – und eine Chance auf einen besonderen Jahrgang.',
    body: [
      p(
        'Seit Montag sind in den Steillagen oberhalb von Kesselbach wieder Lesehelfer unterwegs. So früh hat die Lese nach Aufzeichnungen der Winzergenossenschaft noch nie begonnen; vor zwanzig Jahren lag der Start im Schnitt drei Wochen später.',
      ),
      p(
        'Die Mostgewichte sind hoch, die Trauben gesund. Weil viele Beeren aber klein geblieben sind, rechnen die Betriebe mit zehn bis fünfzehn Prozent weniger Ertrag als im Vorjahr.',
      ),
      h('Suche nach Erntehelfern'),
      p(
        'Schwierig ist vor allem die Personalplanung. Viele Saisonkräfte hatten sich erst für September angekündigt. Die Genossenschaft sucht deshalb kurzfristig Helferinnen und Helfer aus der Region, auch für einzelne Tage.',
      ),
      p(
        'Langfristig stellen sich die Winzer auf wärmere Sommer ein. Auf mehreren Parzellen wurden bereits hitzeverträgliche Rebsorten gepflanzt, und die Laubarbeit wird so angepasst, dass die Trauben mehr Schatten bekommen.',
      ),
    ],
    restriction: 'plus',
    maintag: 24,
    tags: [24, 82],
    authors: [3],
    region: 12,
  },
  {
    channel: 'lokales/rheinau-stadt',
    hoursAgo: 50,
    titlePrefix: 'Rheinau',
    title: 'Altstadt-Parkhaus schließt für ein Jahr zur Sanierung',
    teaser:
      'Ab November fallen 420 Stellplätze am Marktplatz weg. Händler fürchten um ihre Kundschaft, die Stadt setzt auf Ersatzflächen und einen Pendelbus.',
    lead: 'Betonschäden und eine veraltete Brandschutztechnik machen die Komplettsanierung des Parkhauses am Markt unumgänglich.',
    body: [
      p(
        'Das Parkhaus am Markt ist 1974 eröffnet worden und seither kaum modernisiert worden. Ein Gutachten hatte im Frühjahr erhebliche Schäden an den Stahlträgern und der Fahrbahnplatte festgestellt.',
      ),
      p(
        'Die Sanierung soll rund 9,5 Millionen Euro kosten. Die Stadt will die Arbeiten in einem Zug erledigen, statt das Gebäude abschnittsweise offen zu halten, was den Bau um Monate verlängert hätte.',
      ),
      p(
        'Als Ersatz wird die Festwiese am Rheinufer zum provisorischen Parkplatz mit 250 Stellplätzen. Ein kostenloser Pendelbus fährt samstags alle zehn Minuten von dort in die Fußgängerzone.',
      ),
      p(
        'Der Gewerbeverein zeigt sich wenig begeistert. Gerade im Weihnachtsgeschäft sei jeder Parkplatz wichtig, sagte die Vorsitzende. Man werde aber mit eigenen Rabattaktionen für Bus- und Radfahrer gegensteuern.',
      ),
    ],
    maintag: 54,
    tags: [54, 52],
    authors: [1, 4],
    region: 101,
  },
  {
    channel: 'lokales/weidenau',
    hoursAgo: 75,
    titlePrefix: 'Weidenau',
    title: 'Grundschule bekommt nach zwölf Jahren Planung eine Mensa',
    teaser:
      'Jahrelang aßen die Kinder in einem umgebauten Klassenzimmer. Jetzt beginnt der Bau einer richtigen Mensa mit 120 Plätzen.',
    lead: 'Beim Spatenstich war die Erleichterung groß – vor allem bei den Eltern, die sich lange für das Projekt eingesetzt hatten.',
    body: [
      p(
        'Die Grundschule am Weidenauer Mühlbach ist seit 2019 eine Ganztagsschule, eine Mensa hatte sie bislang nicht. Das Mittagessen wurde in zwei Schichten in einem ehemaligen Klassenzimmer ausgegeben, das eigentlich als Werkraum gedacht war.',
      ),
      p(
        'Der Neubau entsteht auf dem Schulhof an der Westseite und soll zum Schuljahr 2026/27 fertig sein. Die Gemeinde investiert 2,8 Millionen Euro, knapp die Hälfte davon kommt aus einem Förderprogramm.',
      ),
      q(
        'Wir haben so viele Anträge geschrieben, dass wir sie irgendwann nicht mehr zählen konnten.',
        'Elternbeiratsvorsitzende Janine Kurz',
      ),
      p(
        'Gekocht werden soll künftig direkt vor Ort. Die Gemeinde prüft, ob die Küche auch Senioren aus dem Ort mit Mittagessen versorgen kann.',
      ),
      p(
        'Während der Bauzeit wird ein Teil des Schulhofs abgesperrt. Als Ausgleich dürfen die Kinder in den Pausen den benachbarten Sportplatz nutzen.',
      ),
    ],
    restriction: 'plus',
    maintag: 61,
    tags: [61],
    authors: [7],
    region: 13,
  },
  {
    channel: 'politik',
    hoursAgo: 4,
    titlePrefix: 'Kreistag',
    title: 'Sparhaushalt im Kreistag: Die Debatte im Liveticker',
    teaser:
      'Der Landkreis Rheinau-Tal muss 18 Millionen Euro einsparen. Wir berichten live aus der Sitzung im Landratsamt.',
    lead: 'Bibliotheksbus, Jugendarbeit, Kreisstraßen: Auf der Streichliste stehen Posten, die viele Menschen im Alltag spüren werden.',
    body: [
      p(
        '14.05 Uhr: Landrat Hubertus Fehling eröffnet die Sitzung mit einem Appell. Der Kreis habe ein strukturelles Defizit, das sich nicht mit Rücklagen überbrücken lasse.',
      ),
      p(
        '14.30 Uhr: Die Fraktionen tragen ihre Haushaltsreden vor. Die größte Fraktion will dem Entwurf zustimmen, fordert aber, den Bibliotheksbus bis Jahresende weiterfahren zu lassen.',
      ),
      p(
        '15.10 Uhr: Heftige Kritik kommt von den Freien Wählern. Die Erhöhung der Kreisumlage treffe die kleinen Gemeinden überproportional, sagt ihr Fraktionschef.',
      ),
      p(
        '15.45 Uhr: Ein Antrag, die Zuschüsse für die Jugendarbeit nur um die Hälfte zu kürzen, wird mit knapper Mehrheit angenommen. Die Verwaltung muss nun an anderer Stelle 400.000 Euro finden.',
      ),
      p(
        '16.20 Uhr: Die Sitzung ist für eine Pause unterbrochen. Die Schlussabstimmung wird gegen 18 Uhr erwartet.',
      ),
    ],
    badge: 'Live',
    maintag: 12,
    tags: [12, 1],
    authors: [2],
    region: 1,
  },
  {
    channel: 'politik',
    hoursAgo: 28,
    titlePrefix: 'Landrat Fehling im Interview',
    title: '„Wir können nicht jede Buslinie halten“',
    teaser:
      'Hubertus Fehling verteidigt die Kürzungen im Nahverkehr und erklärt, warum er trotzdem an das Deutschlandticket glaubt.',
    lead: 'Der Landrat spricht über leere Busse, volle Schulbusse und die Frage, wie viel Mobilität sich ein ländlicher Kreis leisten kann.',
    body: [
      p(
        'Herr Fehling, der Kreis streicht drei Buslinien. Warum gerade dort? – Weil wir dort im Schnitt weniger als vier Fahrgäste pro Fahrt haben. Jeder dieser Fahrgäste kostet uns mehr als 30 Euro Zuschuss.',
      ),
      p(
        'Was sagen Sie den Menschen in Burgstetten, die dann ohne Bus dastehen? – Dass wir sie nicht alleinlassen. Wir bauen einen Rufbus auf, der nach Bedarf fährt und per App oder Telefon bestellt werden kann.',
      ),
      h('„Das Ticket allein reicht nicht“'),
      p(
        'Hilft das Deutschlandticket auf dem Land überhaupt? – Es hilft allen, die einen Bus vor der Haustür haben. Für die anderen brauchen wir ein Angebot, und das kostet Geld, das wir gerade nicht haben.',
      ),
      p(
        'Wann wird es besser? – Wenn Bund und Land die Kreise dauerhaft besser ausstatten. Bis dahin müssen wir ehrlich sagen, was geht und was nicht.',
      ),
    ],
    restriction: 'plus',
    badge: 'Interview',
    maintag: 53,
    tags: [53, 12],
    authors: [2, 6],
    region: 1,
  },
  {
    channel: 'politik',
    hoursAgo: 100,
    titlePrefix: 'Bürgerentscheid',
    title: 'Burgstetten stimmt über Windpark am Hohen Rain ab',
    teaser:
      'Fünf Windräder sollen auf dem Höhenzug über dem Ort entstehen. Am 23. November entscheiden die Bürgerinnen und Bürger.',
    lead: 'Eine Initiative hat genug Unterschriften gesammelt. Befürworter und Gegner werben nun mit Infoabenden und Flugblättern.',
    body: [
      p(
        'Der Betreiber, eine Energiegenossenschaft aus dem Rheinau-Tal, will auf dem Hohen Rain fünf Anlagen mit je 6,2 Megawatt errichten. Sie könnten rechnerisch rund 25.000 Haushalte mit Strom versorgen.',
      ),
      p(
        'Die Bürgerinitiative „Gegenwind Hoher Rain“ fürchtet um das Landschaftsbild und den Lebensraum des Rotmilans. Sie hat mehr als 900 Unterschriften gesammelt, deutlich mehr als nötig.',
      ),
      p(
        'Die Gemeinde würde von Pachteinnahmen und einer Beteiligung am Ertrag profitieren. Bürgermeister Alfons Reuter spricht von bis zu 300.000 Euro im Jahr für den Gemeindehaushalt.',
      ),
      p(
        'Abstimmen dürfen alle Einwohner ab 16 Jahren. Damit das Ergebnis bindend ist, muss die Mehrheit mindestens 20 Prozent der Stimmberechtigten ausmachen.',
      ),
    ],
    maintag: 82,
    tags: [82, 14],
    authors: [8],
    region: 14,
  },
  {
    channel: 'politik',
    hoursAgo: 160,
    titlePrefix: 'Landtagswahl, Teil 1',
    title: 'Drei Kandidaten, ein Wahlkreis: Wer für das Rheinau-Tal antritt',
    teaser:
      'In unserer Serie stellen wir die Bewerberinnen und Bewerber vor. Zum Auftakt: ihre Antworten auf fünf Fragen zur Region.',
    lead: 'Der Wahlkreis Rheinau-Tal gilt als offen wie lange nicht. Entsprechend engagiert führen die Kandidaten ihren Wahlkampf.',
    body: [
      p(
        'Im Wahlkreis treten drei Bewerber mit realistischen Chancen an: eine Lehrerin aus Auenfeld, ein Unternehmer aus Weidenau und der bisherige Abgeordnete aus Rheinau, der sich um eine dritte Amtszeit bewirbt.',
      ),
      p(
        'Wir haben allen dieselben fünf Fragen gestellt: zu Schulen, Krankenhäusern, Nahverkehr, Hochwasserschutz und der Zukunft der Weinberge. Die Antworten haben wir ungekürzt dokumentiert.',
      ),
      p(
        'Einig sind sich die drei beim Hochwasserschutz: Der Damm am Nordhafen müsse schneller erhöht werden. Beim Klinikum gehen die Positionen dagegen weit auseinander.',
      ),
      p(
        'Im zweiten Teil der Serie begleiten wir die Kandidaten einen Tag lang im Wahlkampf. Teil drei ist ein Streitgespräch, das wir im Foyer des Stadttheaters aufzeichnen.',
      ),
    ],
    restriction: 'plus',
    // A premium series: part of the subscription, not sold for a coin.
    soldWithCredits: false,
    badge: 'Serie',
    maintag: 13,
    tags: [13, 1],
    authors: [2],
    region: 1,
  },
];
