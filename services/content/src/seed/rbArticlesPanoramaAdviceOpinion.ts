import { h, p, q, shop } from './bodyItems';
import type { SeedArticle } from './seedTypes';

/** Rheinauer Bote: Panorama, Ratgeber and Meinung. */
export const rbArticlesPanoramaAdviceOpinion: SeedArticle[] = [
  {
    channel: 'panorama',
    hoursAgo: 3,
    titlePrefix: 'Video',
    title: 'Drohnenflug über das Hochwasser: So hoch steht der Rhein bei Rheinau',
    teaser:
      'Die Uferpromenade ist überflutet, die Fähre nach Auenfeld liegt still. Unser Video zeigt die Lage aus der Luft.',
    lead: 'Der Pegel Rheinau hat in der Nacht die Marke von 6,80 Metern überschritten. Für Sonntag wird der Scheitel erwartet.',
    body: [
      p(
        'Unsere Drohnenaufnahmen vom Vormittag zeigen, wie weit der Rhein über die Ufer getreten ist. Die Uferpromenade steht auf einer Länge von mehr als einem Kilometer unter Wasser, der Festplatz ist zu einem See geworden.',
      ),
      p(
        'Die Stadt hat die mobilen Schutzwände am Fischmarkt aufgebaut. Keller in der unteren Altstadt seien bisher trocken geblieben, sagte ein Sprecher des Ordnungsamts.',
      ),
      p(
        'Die Fähre zwischen Rheinau und Auenfeld hat den Betrieb eingestellt. Wer auf die andere Rheinseite will, muss den Umweg über die Neue Rheinbrücke nehmen.',
      ),
      p(
        'Die Hochwasserzentrale rechnet damit, dass der Pegel am Sonntag bei etwa 7,20 Metern seinen höchsten Stand erreicht. Danach soll das Wasser langsam zurückgehen.',
      ),
    ],
    video: true,
    badge: 'Update',
    maintag: 81,
    tags: [81, 132, 84],
    authors: [4],
    region: 10,
  },
  {
    channel: 'panorama',
    hoursAgo: 45,
    titlePrefix: 'Tierrettung',
    title: 'Feuerwehr befreit Rehkitz aus Weinbergzaun',
    teaser:
      'Das junge Tier hatte sich in einem Drahtzaun oberhalb von Kesselbach verfangen. Die Rettung dauerte fast eine Stunde.',
    lead: 'Ein Spaziergänger hatte das verängstigte Kitz entdeckt und die Feuerwehr alarmiert.',
    body: [
      p(
        'Das Rehkitz war beim Versuch, durch einen Wildschutzzaun zu schlüpfen, mit dem Hinterlauf hängen geblieben. Je mehr es zappelte, desto fester zog sich der Draht zusammen.',
      ),
      p(
        'Fünf Feuerwehrleute rückten mit Bolzenschneider und Decken an. Um das Tier zu beruhigen, legten sie ihm eine Decke über den Kopf und schnitten den Draht Stück für Stück auf.',
      ),
      p(
        'Ein Jäger untersuchte das Kitz anschließend. Es hatte nur Schürfwunden und sprang kurz darauf in Richtung Waldrand davon, wo die Ricke schon wartete.',
      ),
      p(
        'Die Feuerwehr bittet Winzer, alte Zäune abzubauen oder besser zu sichern. Jedes Jahr verfangen sich im Rheinau-Tal Wildtiere in Drahtresten.',
      ),
    ],
    maintag: 83,
    tags: [83, 102],
    authors: [4],
    region: 12,
  },
  {
    channel: 'panorama',
    hoursAgo: 80,
    titlePrefix: 'Kurios',
    title: 'Verlorener Ehering nach 31 Jahren im Rheinkies gefunden',
    teaser:
      'Beim Niedrigwasser im Sommer entdeckte ein Sondengänger einen goldenen Ring mit Gravur. Jetzt ist er wieder bei seiner Besitzerin.',
    lead: 'Die Gravur „R. & H. 14.6.1991“ führte zu einem Ehepaar aus Auenfeld, das den Ring längst abgeschrieben hatte.',
    body: [
      p(
        'Helga Roth hatte den Ring im Sommer 1993 beim Baden an der Kiesbank unterhalb von Auenfeld verloren. Ihr Mann tauchte damals stundenlang nach ihm, ohne Erfolg.',
      ),
      p(
        'Gefunden hat ihn ein Hobby-Sondengänger aus Weidenau, der bei Niedrigwasser regelmäßig die freiliegenden Kiesbänke absucht. Meistens finde er Kronkorken und alte Münzen, erzählt er.',
      ),
      q('Ich habe so gezittert, dass ich ihn kaum anstecken konnte.', 'Helga Roth'),
      p(
        'Über einen Aufruf in den sozialen Netzwerken und mithilfe des Standesamts kam der Finder auf die Spur des Paares. Die Übergabe fand im Garten der Roths statt, bei Kaffee und Kuchen.',
      ),
      p(
        'Der Finder lehnte einen Finderlohn ab. Stattdessen wünschte er sich eine Einladung zum 35. Hochzeitstag des Paares im kommenden Sommer – die hat er inzwischen schriftlich.',
      ),
    ],
    maintag: 9,
    tags: [9],
    authors: [5],
    region: 11,
  },
  {
    channel: 'panorama',
    hoursAgo: 180,
    titlePrefix: 'Polizei',
    title: 'Enkeltrick-Betrüger in Kesselbach auf frischer Tat festgenommen',
    teaser:
      'Eine 84-Jährige durchschaute die Masche und spielte zum Schein mit. Die Polizei wartete bereits, als der Abholer kam.',
    lead: 'Die Polizei lobt die Seniorin ausdrücklich – und warnt vor einer neuen Welle von Schockanrufen im Landkreis.',
    body: [
      p(
        'Am Telefon gab sich eine Frau als Polizistin aus und behauptete, die Enkelin der Seniorin habe einen tödlichen Unfall verursacht. Gegen eine Kaution von 40.000 Euro könne sie freikommen.',
      ),
      p(
        'Die 84-Jährige wurde misstrauisch, weil ihre Enkelin gar keinen Führerschein hat. Sie ging scheinbar auf die Forderung ein und rief über ihr Handy heimlich die echte Polizei.',
      ),
      p(
        'Als ein 23 Jahre alter Mann am Nachmittag das Geld abholen wollte, wurde er vor der Haustür festgenommen. Er sitzt inzwischen in Untersuchungshaft.',
      ),
      h('So schützen Sie sich'),
      p(
        'Die Polizei fordert niemals Geld am Telefon. Wer einen solchen Anruf erhält, sollte auflegen und die Angehörigen unter der bekannten Nummer zurückrufen.',
      ),
    ],
    restriction: 'plus',
    maintag: 101,
    tags: [101, 10],
    authors: [10],
    region: 12,
  },
  {
    channel: 'ratgeber',
    hoursAgo: 16,
    titlePrefix: 'Geld',
    title: 'Grundsteuer 2025: So prüfen Sie Ihren neuen Bescheid',
    teaser:
      'Viele Eigentümer im Rheinau-Tal zahlen künftig deutlich mehr, andere weniger. Worauf Sie achten sollten und wann sich ein Einspruch lohnt.',
    lead: 'Mit den neuen Hebesätzen verschicken die Gemeinden die Bescheide. Fehler sind häufiger, als man denkt.',
    body: [
      p(
        'Die Grundsteuer setzt sich aus drei Teilen zusammen: dem Grundsteuerwert des Finanzamts, der Steuermesszahl und dem Hebesatz der Gemeinde. Nur gegen den letzten Schritt richtet sich der Bescheid der Gemeinde.',
      ),
      p(
        'Wer die Berechnung des Grundsteuerwerts für falsch hält, muss sich an das Finanzamt wenden. Oft wurden dort falsche Wohnflächen oder Baujahre übernommen, weil Formulare unvollständig waren.',
      ),
      p(
        'Gegen den Bescheid der Gemeinde kann innerhalb eines Monats Widerspruch eingelegt werden. Die Zahlung wird dadurch aber nicht aufgeschoben.',
      ),
      p(
        'Mieter sind indirekt betroffen, weil die Grundsteuer über die Nebenkosten umgelegt werden darf. Es lohnt sich, die nächste Abrechnung genau anzusehen.',
      ),
    ],
    restriction: 'plus',
    maintag: 113,
    tags: [113, 112],
    authors: [11],
  },
  {
    channel: 'ratgeber',
    hoursAgo: 120,
    titlePrefix: 'Wandern',
    title: 'Fünf Herbsttouren rund um Rheinau, die kaum jemand kennt',
    teaser:
      'Abseits des Rheinsteigs gibt es stille Pfade durch Weinberge und Auwälder. Unsere Redaktion hat ihre Lieblingsrouten zusammengestellt.',
    lead: 'Zwischen Burgstetten und den Kesselbacher Steillagen liegen Wege, auf denen man auch am Sonntag kaum jemandem begegnet.',
    body: [
      p(
        'Die erste Tour führt vom Bahnhof Weidenau durch den Auwald bis zur alten Fährstelle. Die acht Kilometer sind flach und auch mit Kindern gut zu schaffen.',
      ),
      p(
        'Anspruchsvoller ist der Pfad über den Hohen Rain. Er steigt von Burgstetten steil an und belohnt mit einem Blick über das gesamte Rheinau-Tal.',
      ),
      p(
        'Durch die Weinberge oberhalb von Kesselbach führt der Traubenpfad. Im Oktober öffnen entlang der Strecke mehrere Straußwirtschaften.',
      ),
      p(
        'Alle Touren sind mit Bus und Bahn erreichbar. Karten und GPS-Daten finden Sie am Ende dieses Artikels.',
      ),
    ],
    restriction: 'plus',
    // A premium series: part of the subscription, not sold for a coin.
    soldWithCredits: false,
    badge: 'Serie',
    maintag: 92,
    tags: [92, 9],
    authors: [3],
    region: 1,
  },
  {
    channel: 'ratgeber',
    hoursAgo: 220,
    titlePrefix: 'Wohnen',
    title: 'Balkonkraftwerk anmelden: Was Mieter jetzt wissen müssen',
    teaser:
      'Seit den neuen Regeln ist die Anmeldung einfacher geworden. Die Stadtwerke Rheinau verzeichnen eine Rekordzahl an Meldungen.',
    lead: 'Vermieter dürfen die kleinen Solaranlagen nur noch in Ausnahmefällen verbieten. Ein paar Dinge müssen Mieter trotzdem beachten.',
    body: [
      p(
        'Steckersolargeräte mit bis zu 800 Watt Wechselrichterleistung müssen nur noch im Marktstammdatenregister eingetragen werden. Eine gesonderte Meldung beim Netzbetreiber ist nicht mehr nötig.',
      ),
      p(
        'Mieterinnen und Mieter sollten den Vermieter trotzdem informieren und um Zustimmung bitten. Verweigern darf er sie nur mit triftigem Grund, etwa wegen des Denkmalschutzes.',
      ),
      p(
        'Wichtig ist eine sichere Befestigung. Gerade auf hohen Balkonen sollte ein Fachbetrieb prüfen, ob die Halterung auch Sturm standhält.',
      ),
      p(
        'Eine Anlage mit zwei Modulen spart nach Berechnungen der Verbraucherzentrale im Jahr zwischen 100 und 200 Euro.',
      ),
      shop(
        'http://shop.localhost:3000/demo-shop/widget/balkonkraftwerke',
        'Balkonkraftwerke im Angebot',
        360,
      ),
    ],
    maintag: 112,
    tags: [112, 82],
    authors: [11],
  },
  {
    channel: 'meinung',
    hoursAgo: 14,
    titlePrefix: 'Kommentar',
    title: 'Das Parkhaus-Debakel war absehbar',
    teaser:
      'Die Stadt hat die Sanierung jahrelang verschleppt. Jetzt zahlen Handel und Kundschaft die Zeche.',
    lead: 'Dass ein Parkhaus aus den Siebzigern irgendwann saniert werden muss, kann niemanden überrascht haben.',
    body: [
      p(
        'Schon 2016 warnte ein erstes Gutachten vor Schäden an der Fahrbahnplatte. Der Gemeinderat nahm es zur Kenntnis und vertagte die Entscheidung, mehrmals.',
      ),
      p(
        'Hätte man damals mit einer abschnittsweisen Sanierung begonnen, wäre das Parkhaus heute nicht ein ganzes Jahr lang dicht. Das Zögern rächt sich nun ausgerechnet im Weihnachtsgeschäft.',
      ),
      p(
        'Der Pendelbus von der Festwiese ist eine gute Idee, aber er kommt spät und fährt nur samstags. Die Stadt sollte ihn mindestens auch an Markttagen einsetzen.',
      ),
      p(
        'Vor allem aber muss sie lernen, Gutachten ernst zu nehmen. Die nächste Baustelle – die Hafenbrücke – kündigt sich bereits an.',
      ),
    ],
    opinion: true,
    badge: 'Kommentar',
    maintag: 121,
    tags: [121, 54],
    authors: [1],
    region: 101,
  },
  {
    channel: 'meinung',
    hoursAgo: 55,
    titlePrefix: 'Leitartikel',
    title: 'Sparen beim Bus ist Sparen an der falschen Stelle',
    teaser:
      'Der Kreis streicht Linien, auf die gerade ältere Menschen angewiesen sind. Ein Rufbus kann das nur teilweise ersetzen.',
    lead: 'Der Landkreis muss sparen, keine Frage. Aber er sollte nicht dort beginnen, wo die Folgen am härtesten sind.',
    body: [
      p(
        'Drei Buslinien fallen weg, weil zu wenige Fahrgäste mitfahren. Das klingt vernünftig, bis man sich anschaut, wer diese wenigen Fahrgäste sind: Menschen ohne Auto, oft ohne Smartphone, oft über siebzig.',
      ),
      p(
        'Der Rufbus soll die Lücke schließen. Das kann funktionieren, wenn er zuverlässig kommt und telefonisch ohne Hürden bestellbar ist. Die Erfahrungen aus anderen Kreisen sind gemischt.',
      ),
      p(
        'Hinzu kommt: Die eingesparten Summen sind im Vergleich zum Kreishaushalt überschaubar. Für gut 600.000 Euro im Jahr nimmt der Kreis in Kauf, dass ganze Ortsteile vom Nahverkehr abgehängt werden.',
      ),
      q('Mobilität ist auf dem Land keine Freizeitfrage, sondern eine Frage der Teilhabe.'),
      p(
        'Der Kreistag sollte die Kürzung deshalb mit einer klaren Bedingung verbinden: Wenn der Rufbus nach einem Jahr die Erwartungen nicht erfüllt, kommen die Linien zurück.',
      ),
    ],
    restriction: 'plus',
    opinion: true,
    badge: 'Kommentar',
    maintag: 122,
    tags: [122, 53],
    authors: [6],
    region: 1,
  },
  {
    channel: 'meinung',
    hoursAgo: 140,
    titlePrefix: 'Kommentar',
    title: 'Der Windpark-Entscheid verdient eine faire Debatte',
    teaser:
      'In Burgstetten wird der Ton rauer. Dabei haben beide Seiten gute Argumente, die man ernst nehmen sollte.',
    lead: 'Ein Bürgerentscheid ist eine Chance, keine Kampfansage. Das sollten Befürworter und Gegner nicht vergessen.',
    body: [
      p(
        'Plakate werden beschmiert, in den Gruppen-Chats des Ortes fallen Worte, die man sich lieber nicht vorstellen möchte. Das ist einer Gemeinde wie Burgstetten unwürdig.',
      ),
      p(
        'Die Befürworter haben recht, wenn sie auf die Einnahmen und den Klimaschutz verweisen. Die Gegner haben recht, wenn sie nach dem Rotmilan und dem Landschaftsbild fragen.',
      ),
      p(
        'Die Gemeinde sollte vor dem Entscheid einen gemeinsamen Infoabend organisieren, auf dem beide Seiten gleich viel Redezeit bekommen. Fakten helfen mehr als Flugblätter.',
      ),
      p(
        'Wie auch immer die Abstimmung ausgeht: Am Tag danach muss man in Burgstetten noch miteinander reden können.',
      ),
    ],
    opinion: true,
    badge: 'Kommentar',
    maintag: 121,
    tags: [121, 82],
    authors: [8],
    region: 14,
  },
];
