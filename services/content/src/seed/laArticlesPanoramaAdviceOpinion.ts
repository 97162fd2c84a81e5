import { h, p } from './bodyItems';
import type { SeedArticle } from './seedTypes';

/** Lahntal-Anzeiger: Panorama, Ratgeber and Meinung. */
export const laArticlesPanoramaAdviceOpinion: SeedArticle[] = [
  {
    channel: 'panorama',
    hoursAgo: 2,
    titlePrefix: 'Lahntalbahn',
    title: 'Streckensperrung nach Felssturz bei Grauenstein',
    teaser:
      'Zwischen Lahnfels und Oberhain fahren vorerst keine Züge. Ein Felsbrocken hat das Gleis beschädigt, verletzt wurde niemand.',
    lead: 'Ein Lokführer konnte seinen Zug rechtzeitig stoppen. Die Bahn richtet einen Ersatzverkehr mit Bussen ein.',
    body: [
      p(
        'Kurz nach sechs Uhr meldete ein Lokführer Gesteinsbrocken auf dem Gleis im Tunnelvorfeld bei Grauenstein. Er brachte den Zug mit rund 40 Fahrgästen etwa hundert Meter vor der Stelle zum Stehen.',
      ),
      p(
        'Nach ersten Erkenntnissen hat sich nach den starken Regenfällen ein Felsstück von mehreren Kubikmetern aus dem Hang gelöst. Es hat Schienen und Schwellen auf einer Länge von etwa zwanzig Metern beschädigt.',
      ),
      p(
        'Zwischen Lahnfels und Oberhain fahren Ersatzbusse, die Fahrzeit verlängert sich um etwa 25 Minuten. Wie lange die Sperrung dauert, ist noch unklar.',
      ),
      p(
        'Geologen sollen den Hang im Laufe des Tages untersuchen. Wir aktualisieren diese Meldung fortlaufend.',
      ),
    ],
    badge: 'Eilmeldung',
    maintag: 51,
    tags: [51, 84],
    authors: [4],
    region: 22,
  },
  {
    channel: 'panorama',
    hoursAgo: 20,
    titlePrefix: 'Video',
    title: 'Storchennest-Kamera: Erstmals vier Küken in Ebersroth',
    teaser:
      'Die Webcam auf dem Kirchturm zeigt, wie die Jungstörche gefüttert werden. Unser Video fasst die schönsten Szenen zusammen.',
    lead: 'Seit 2017 brütet ein Storchenpaar auf dem Turm der evangelischen Kirche. Vier Junge hatte es noch nie.',
    body: [
      p(
        'Die Kamera wurde vor drei Jahren vom örtlichen Naturschutzverein installiert. Seitdem verfolgen Tausende Menschen im Internet, was im Nest passiert.',
      ),
      p(
        'In diesem Jahr sind alle vier Eier geschlüpft, und alle vier Küken sind inzwischen fast flügge. Das sei außergewöhnlich, sagt ein Storchenexperte, meist überleben nur zwei oder drei Junge.',
      ),
      p(
        'Geholfen hat das feuchte Frühjahr. Auf den Lahnwiesen fanden die Altvögel reichlich Regenwürmer, Mäuse und Frösche.',
      ),
      p(
        'In wenigen Wochen werden die Jungstörche ihre ersten Flugversuche unternehmen. Die Kamera läuft rund um die Uhr.',
      ),
    ],
    video: true,
    maintag: 83,
    tags: [83, 132],
    authors: [5],
    region: 21,
  },
  {
    channel: 'panorama',
    hoursAgo: 88,
    titlePrefix: 'Polizei',
    title: 'Falsche Handwerker: Polizei warnt Senioren in Oberhain',
    teaser: 'Zwei Männer gaben sich als Dachdecker aus und verlangten Vorkasse. Die Polizei sucht Zeugen.',
    lead: 'In mehreren Fällen klingelten die Unbekannten an Haustüren und boten eine angeblich dringende Dachreparatur an.',
    body: [
      p(
        'Die Männer behaupteten, bei einem Rundgang lose Ziegel entdeckt zu haben. Sie boten an, den Schaden sofort zu beheben, verlangten aber eine Anzahlung von mehreren hundert Euro.',
      ),
      p(
        'Eine 79-jährige Frau zahlte 600 Euro, danach tauchten die Handwerker nicht mehr auf. Zwei weitere Seniorinnen wurden misstrauisch und schickten die Männer weg.',
      ),
      h('Beschreibung der Verdächtigen'),
      p(
        'Beide Männer sind etwa 30 bis 40 Jahre alt, sprechen Deutsch mit Akzent und fuhren einen weißen Kastenwagen mit auswärtigem Kennzeichen.',
      ),
      p(
        'Hinweise nimmt die Polizeistation Lahnfels entgegen. Die Polizei rät, niemals Vorkasse an der Haustür zu leisten.',
      ),
    ],
    maintag: 101,
    tags: [101, 10],
    authors: [10],
    region: 24,
  },
  {
    channel: 'panorama',
    hoursAgo: 175,
    titlePrefix: 'Wetter',
    title: 'Sturmtief hinterlässt umgestürzte Bäume im ganzen Lahntal',
    teaser:
      'Die Feuerwehren rückten in der Nacht zu mehr als 90 Einsätzen aus. Mehrere Straßen waren stundenlang gesperrt.',
    lead: 'Orkanböen von bis zu 110 Kilometern pro Stunde haben vor allem auf den Höhen Schäden angerichtet.',
    body: [
      p(
        'Besonders betroffen war die Kreisstraße zwischen Waldbrunnen und Oberhain, wo gleich ein Dutzend Fichten auf die Fahrbahn stürzten. Die Straße war bis zum Mittag gesperrt.',
      ),
      p(
        'In Lahnfels deckte der Sturm Teile des Dachs der Schlossberghalle ab. Die Halle bleibt bis auf Weiteres geschlossen, Sportvereine müssen ausweichen.',
      ),
      p(
        'Verletzt wurde nach Angaben der Polizei niemand. Ein Autofahrer hatte Glück, als ein Ast nur knapp hinter seinem Wagen auf die Straße fiel.',
      ),
      p(
        'Förster warnen davor, in den kommenden Tagen die Wälder zu betreten. Viele Bäume seien angebrochen und könnten noch umstürzen.',
      ),
    ],
    restriction: 'plus',
    maintag: 84,
    tags: [84, 102],
    authors: [4],
    region: 2,
  },
  {
    channel: 'ratgeber',
    hoursAgo: 18,
    titlePrefix: 'Gesundheit',
    title: 'Grippeimpfung: Wo es im Lahntal noch Termine gibt',
    teaser:
      'Ärzte und Apotheken impfen wieder gegen Grippe. Wer sich impfen lassen sollte und was es zu beachten gibt.',
    lead: 'Die Ständige Impfkommission empfiehlt die Impfung vor allem Menschen über 60 und chronisch Kranken.',
    body: [
      p(
        'Die Grippesaison beginnt meist im Dezember, die Impfung braucht etwa zwei Wochen, bis sie wirkt. Der Oktober und November sind deshalb ein guter Zeitpunkt.',
      ),
      p(
        'Neben den Hausarztpraxen impfen im Lahntal auch mehrere Apotheken, darunter die Schloss-Apotheke in Lahnfels und die Linden-Apotheke in Ebersroth. Ein Termin ist meist kurzfristig möglich.',
      ),
      p(
        'Die Kosten übernehmen die gesetzlichen Krankenkassen für alle, denen die Impfung empfohlen wird. Viele Kassen zahlen sie auch darüber hinaus.',
      ),
      p('Wer gerade eine Erkältung mit Fieber hat, sollte mit der Impfung warten, bis er wieder gesund ist.'),
    ],
    maintag: 72,
    tags: [72, 7],
    authors: [3],
  },
  {
    channel: 'ratgeber',
    hoursAgo: 125,
    titlePrefix: 'Garten',
    title: 'Laub, Rasen, Beete: Der Herbst-Check für den Garten',
    teaser:
      'Was jetzt erledigt werden sollte und was man getrost liegen lassen kann. Tipps von einer Gärtnermeisterin aus Waldbrunnen.',
    lead: 'Nicht alles muss vor dem Winter aufgeräumt werden. Manches hilft sogar Igeln und Insekten.',
    body: [
      p(
        'Laub auf dem Rasen sollte man entfernen, sonst fault das Gras darunter. In den Beeten und unter Hecken darf es dagegen liegen bleiben, es schützt den Boden und bietet Tieren Unterschlupf.',
      ),
      p(
        'Stauden sollten nicht zu früh zurückgeschnitten werden. In den hohlen Stängeln überwintern viele Insekten, und die Samenstände sind Futter für Vögel.',
      ),
      p(
        'Jetzt ist die beste Zeit, um Blumenzwiebeln zu setzen und Obstbäume zu pflanzen. Der Boden ist noch warm, und die Wurzeln haben Zeit, sich vor dem Frost auszubreiten.',
      ),
      p(
        'Gartengeräte sollten vor dem Winter gereinigt und geölt werden. Wasserleitungen im Garten müssen vor dem ersten Frost entleert sein.',
      ),
    ],
    restriction: 'plus',
    maintag: 93,
    tags: [93, 83],
    authors: [7],
    region: 23,
  },
  {
    channel: 'ratgeber',
    hoursAgo: 230,
    titlePrefix: 'Recht',
    title: 'Streit um die Hecke: Was Nachbarn dürfen und was nicht',
    teaser:
      'Zu hoch, zu nah, zu viel Schatten: Hecken sind der häufigste Grund für Nachbarschaftsstreit. Ein Anwalt erklärt die Regeln.',
    lead: 'Das Nachbarrecht ist Ländersache. Ein paar Grundsätze gelten aber fast überall.',
    body: [
      p(
        'Wie weit eine Hecke von der Grundstücksgrenze entfernt stehen muss, hängt von ihrer Höhe ab. Je höher die Pflanzen, desto größer der vorgeschriebene Abstand.',
      ),
      p(
        'Äste, die auf das eigene Grundstück ragen, darf man nicht einfach abschneiden. Zuerst muss man den Nachbarn auffordern und ihm eine angemessene Frist setzen.',
      ),
      p(
        'Zwischen März und September sind starke Rückschnitte wegen des Vogelschutzes verboten. Erlaubt sind nur schonende Formschnitte.',
      ),
      p(
        'Bevor man vor Gericht zieht, ist in vielen Fällen ein Schlichtungsverfahren vorgeschrieben. Das ist günstiger und geht meist schneller.',
      ),
    ],
    restriction: 'plus',
    maintag: 113,
    tags: [113, 93],
    authors: [11],
  },
  {
    channel: 'meinung',
    hoursAgo: 15,
    titlePrefix: 'Kommentar',
    title: 'Ein autofreier Samstag ist kein Weltuntergang',
    teaser:
      'Die Aufregung um den Lahnfelser Marktplatz ist übertrieben. Das Experiment verdient eine faire Chance.',
    lead: 'Wer jetzt den Untergang des Einzelhandels vorhersagt, sollte sich andere Städte ansehen.',
    body: [
      p(
        'Sechsundvierzig Parkplätze an einem Tag in der Woche – darum geht es. Nicht um ein Fahrverbot für die Innenstadt und nicht um einen Kulturkampf gegen das Auto.',
      ),
      p(
        'Städte, die ähnliche Versuche gewagt haben, berichten fast durchweg von mehr Besuchern und längeren Aufenthalten. Die Menschen kommen, wenn der Platz einladend ist.',
      ),
      p(
        'Natürlich muss die Stadt nachsteuern, wenn es Probleme gibt: bei der Anlieferung, bei Menschen mit Behinderung, beim Parken an der Schlossberghalle.',
      ),
      p(
        'Aber sie sollte dem Versuch das versprochene Jahr geben. Danach kann man auf Grundlage von Fakten entscheiden.',
      ),
    ],
    opinion: true,
    badge: 'Kommentar',
    maintag: 121,
    tags: [121, 54],
    authors: [8],
    region: 20,
  },
  {
    channel: 'meinung',
    hoursAgo: 60,
    titlePrefix: 'Leitartikel',
    title: 'Die Brauerei-Rettung ist ein Glücksfall – aber keine Blaupause',
    teaser:
      'Dass ein regionaler Investor einspringt, ist erfreulich. Für die vielen anderen Betriebe in Not braucht es mehr als Glück.',
    lead: 'Die Rettung der Brauerei Oberhain zeigt, was möglich ist, wenn Menschen in der Region Verantwortung übernehmen.',
    body: [
      p(
        'Die Erleichterung in Oberhain ist groß, und sie ist berechtigt. 45 Arbeitsplätze bleiben erhalten, eine Marke mit mehr als 150 Jahren Geschichte lebt weiter.',
      ),
      p(
        'Doch man sollte sich nichts vormachen: Nicht jeder Betrieb findet einen Investor mit lokalen Wurzeln und tiefen Taschen. Die Probleme – hohe Energiepreise, fehlende Fachkräfte – bleiben.',
      ),
      p(
        'Die Wirtschaftsförderung des Kreises sollte aus dem Fall lernen. Ein Netzwerk von Unternehmern, die bereit sind, in die Region zu investieren, könnte künftig früher helfen.',
      ),
      p('Das Oberhainer Pils ist gerettet. Jetzt geht es um die vielen, die weniger Glück haben.'),
    ],
    restriction: 'plus',
    opinion: true,
    badge: 'Kommentar',
    maintag: 122,
    tags: [122, 23],
    authors: [6],
    region: 24,
  },
  {
    channel: 'meinung',
    hoursAgo: 150,
    titlePrefix: 'Kommentar',
    title: 'Der Rufbus muss sich erst noch beweisen',
    teaser:
      'Die Idee ist gut, die Umsetzung entscheidet. Der Kreis sollte sich an klaren Zielen messen lassen.',
    lead: 'Ein Bus, der nur kommt, wenn man ihn ruft: Das klingt modern. Doch er muss auch wirklich kommen.',
    body: [
      p(
        'Dass große Busse leer durch die Dörfer fahren, ärgert viele Steuerzahler zu Recht. Der Rufbus ist eine vernünftige Antwort – auf dem Papier.',
      ),
      p(
        'In der Praxis hängt alles daran, ob genügend Fahrzeuge und Fahrer da sind. Wer zweimal vergeblich wartet, steigt wieder ins Auto oder bleibt zu Hause.',
      ),
      p(
        'Der Kreis sollte deshalb öffentlich machen, wie viele Fahrten bestellt, gefahren und abgelehnt werden. Transparenz schafft Vertrauen.',
      ),
      p(
        'Dann lässt sich nach einem Jahr ehrlich sagen, ob der Rufbus ein Fortschritt ist oder nur ein Sparmodell.',
      ),
    ],
    opinion: true,
    badge: 'Kommentar',
    maintag: 121,
    tags: [121, 53],
    authors: [2],
    region: 2,
  },
];
