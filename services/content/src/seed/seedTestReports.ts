import type { ArticleBodyItem } from '../articleBodyItem';
import { h, p } from './bodyItems';

/** A hand-written test report of the (shared) consumer desk. Products and brands are fictional. */
export type SeedTestReport = {
  id: number;
  slug: string;
  category: string;
  product: string;
  title: string;
  teaser: string;
  lead: string;
  /** 1–5 in steps of 0.5. */
  rating: number;
  pros: string[];
  cons: string[];
  verdict: string;
  body: ArticleBodyItem[];
  authorId: number;
  hoursAgo: number;
};

export const seedTestReports: SeedTestReport[] = [
  {
    id: 1,
    slug: 'trekking-e-bike-voltara-trek-7-im-alltagstest',
    category: 'E-Bikes',
    product: 'Voltara Trek 7',
    title: 'Trekking-E-Bike Voltara Trek 7 im Alltagstest: Ausdauernd, aber schwer',
    teaser:
      'Vier Wochen, 600 Kilometer, Pendeln und Wochenendtouren: Das Voltara Trek 7 überzeugt mit großer Reichweite – am Berg und beim Tragen spürt man seine 28 Kilo.',
    lead: 'Ein E-Bike für alles soll es sein: zur Arbeit, zum Einkaufen und am Wochenende an den Fluss. Wir haben das Trekkingrad einen Monat lang im Rheinau-Tal gefahren.',
    rating: 4,
    pros: [
      'Reichweite von gut 110 Kilometern im Mischbetrieb',
      'Kräftiger, leiser Mittelmotor',
      'Sehr gute hydraulische Scheibenbremsen',
      'Serienmäßig mit Gepäckträger, Ständer und Licht',
    ],
    cons: [
      'Hohes Gewicht von 28 Kilogramm',
      'Akku nur mit Werkzeug zu entnehmen',
      'Display bei Sonne schlecht lesbar',
    ],
    verdict:
      'Ein solides Alltagsrad mit langem Atem. Wer es nicht in den Keller tragen muss, bekommt für 3.299 Euro viel E-Bike.',
    body: [
      p(
        'Unsere Teststrecke führte täglich 14 Kilometer vom Rheinauer Lindenhof über den Damm nach Auenfeld und zurück, am Wochenende kamen Touren bis Kesselbach hinzu. Insgesamt standen nach vier Wochen knapp 600 Kilometer auf dem Tacho.',
      ),
      h('Motor und Akku'),
      p(
        'Der Mittelmotor schiebt gleichmäßig und ohne Ruckeln an, auch an der steilen Rampe zur Burgstettener Höhe musste er nicht kapitulieren. Der 625-Wattstunden-Akku reichte in der mittleren Stufe für gut 110 Kilometer, im stärksten Modus waren es noch rund 60.',
      ),
      p(
        'Weniger gelungen: Zum Herausnehmen des Akkus muss man eine Abdeckung abschrauben. Wer das Rad nicht neben einer Steckdose abstellen kann, sollte das bedenken.',
      ),
      h('Fahrverhalten und Ausstattung'),
      p(
        'Auf Schotter und Kopfsteinpflaster liegt das Trek 7 ruhig, die Federgabel schluckt Schlaglöcher zuverlässig. Die Bremsen packen kräftig und lassen sich gut dosieren. Licht, Schutzbleche und ein stabiler Gepäckträger gehören zur Serienausstattung.',
      ),
      p(
        'Das Gewicht von 28 Kilogramm merkt man beim Rangieren und spätestens auf der Kellertreppe. Das Display ist übersichtlich, bei direkter Sonne aber kaum abzulesen.',
      ),
    ],
    authorId: 8,
    hoursAgo: 30,
  },
  {
    id: 2,
    slug: 'akku-rasenmaeher-gruenkant-r40-im-test',
    category: 'Garten',
    product: 'Grünkant R40 Akku',
    title: 'Akku-Rasenmäher Grünkant R40: Leise und sauber, doch der Fangkorb ist knapp',
    teaser:
      'Der Grünkant R40 mäht 400 Quadratmeter mit einer Akkuladung und ist angenehm leise. Bei hohem Gras muss man den Korb oft leeren.',
    lead: 'Benzinmäher verschwinden aus vielen Gärten. Wir haben getestet, ob ein Akkumäher der Mittelklasse einen typischen Reihenhausgarten schafft.',
    rating: 3.5,
    pros: [
      'Leise – Nachbarn beschweren sich nicht',
      'Sauberes Schnittbild',
      'Klappbar und leicht zu verstauen',
    ],
    cons: [
      'Fangkorb mit 40 Litern klein',
      'Ladezeit von über zwei Stunden',
      'Schnitthöhe nur fünffach verstellbar',
    ],
    verdict:
      'Für Gärten bis etwa 400 Quadratmeter eine gute, leise Wahl. Wer mehr Fläche hat, braucht einen zweiten Akku.',
    body: [
      p(
        'Getestet haben wir in einem Reihenhausgarten in Weidenau mit etwa 350 Quadratmetern Rasen, leichter Hanglage und einigen Beeten. Gemäht wurde einmal pro Woche über fünf Wochen.',
      ),
      h('Schnitt und Ausdauer'),
      p(
        'Das Schnittbild ist gleichmäßig, auch an Kanten kommt der Mäher nah heran. Eine Akkuladung reichte für die ganze Fläche und noch etwa 50 Quadratmeter mehr. Nach dem Mähen dauert das Laden gut zwei Stunden.',
      ),
      p(
        'Im Frühjahr, als das Gras hoch stand, mussten wir den 40-Liter-Korb viermal leeren. Bei wöchentlichem Mähen war es nur einmal.',
      ),
      h('Handhabung'),
      p(
        'Mit knapp 19 Kilogramm ist der R40 leicht, der Holm lässt sich mit zwei Hebeln umklappen. Mit 78 Dezibel ist er deutlich leiser als ein Benzinmäher – ein Gespräch am Gartenzaun ist während des Mähens möglich.',
      ),
    ],
    authorId: 5,
    hoursAgo: 52,
  },
  {
    id: 3,
    slug: 'kaffeevollautomat-barista-casa-s8-im-test',
    category: 'Küche',
    product: 'Barista Casa S8',
    title: 'Kaffeevollautomat Barista Casa S8: Guter Espresso, aufwendige Reinigung',
    teaser:
      'Der Casa S8 brüht kräftigen Espresso und cremigen Milchschaum auf Knopfdruck. Bei der Pflege verlangt er mehr Aufmerksamkeit als die Konkurrenz.',
    lead: 'Frisch gemahlene Bohnen statt Kapseln: Wir haben den Vollautomaten drei Wochen in einer Redaktionsküche getestet – mit täglich über 30 Tassen.',
    rating: 4,
    pros: ['Aromatischer Espresso mit stabiler Crema', 'Feinporiger Milchschaum', 'Mahlgrad in 12 Stufen'],
    cons: ['Milchsystem muss täglich gespült werden', 'Brühgruppe nicht herausnehmbar', 'Laut beim Mahlen'],
    verdict:
      'Geschmacklich überzeugend. Wer den Reinigungsaufwand scheut, sollte ein Modell mit entnehmbarer Brühgruppe wählen.',
    body: [
      p(
        'Drei Wochen lang stand der Casa S8 in unserer Redaktionsküche. Zubereitet wurden vor allem Espresso, Café Crème und Cappuccino – zusammen mehr als 600 Tassen.',
      ),
      h('Geschmack'),
      p(
        'Der Espresso kommt mit 64 Grad aus dem Auslauf und hat eine feste, haselnussbraune Crema. Der Milchschaum ist feinporig und hält lange. Besonders gut gefiel uns, dass sich Kaffeestärke und Menge für jedes Getränk speichern lassen.',
      ),
      h('Reinigung und Alltag'),
      p(
        'Das Milchsystem muss nach jedem Tag gespült werden, die Maschine erinnert daran. Die Brühgruppe lässt sich nicht entnehmen; stattdessen läuft wöchentlich ein Reinigungsprogramm mit Tabletten, das eine Viertelstunde dauert.',
      ),
      p(
        'Das Mahlwerk ist mit gemessenen 72 Dezibel recht laut. Wer früh morgens Kaffee kocht, während andere noch schlafen, wird das merken.',
      ),
    ],
    authorId: 11,
    hoursAgo: 75,
  },
  {
    id: 4,
    slug: 'balkonkraftwerk-sonnenriegel-duo-800-im-test',
    category: 'Energie',
    product: 'Sonnenriegel Duo 800',
    title: 'Balkonkraftwerk Sonnenriegel Duo 800: Schnell montiert, ordentlicher Ertrag',
    teaser:
      'Zwei Module, ein Wechselrichter, ein Stecker: Das Set war in einem Nachmittag montiert und lieferte im Mai rund 95 Kilowattstunden.',
    lead: 'Steckersolargeräte sind gefragt wie nie. Wir haben ein 800-Watt-Set an einem Südbalkon in Lahnfels angebracht und zwei Monate lang den Ertrag gemessen.',
    rating: 4.5,
    pros: [
      'Montage ohne Fachbetrieb möglich',
      'Guter Ertrag auch bei diffusem Licht',
      'App mit Ertragsübersicht',
    ],
    cons: ['Halterungen für Balkongeländer kosten extra', 'App nur mit Herstellerkonto'],
    verdict:
      'Ein durchdachtes Set mit gutem Ertrag. Bei einem Strompreis von 35 Cent hat es sich nach gut vier Jahren bezahlt gemacht.',
    body: [
      p(
        'Die Montage am Balkongeländer dauerte zu zweit etwa drei Stunden. Die Module wiegen je 21 Kilogramm, die passenden Geländerhalterungen mussten wir für 89 Euro zusätzlich kaufen.',
      ),
      h('Ertrag'),
      p(
        'Im Mai erzeugte das Set 95 Kilowattstunden, im Juni 104. Selbst an bewölkten Tagen kamen mittags noch 150 bis 200 Watt zusammen. Der Haushalt konnte etwa zwei Drittel des erzeugten Stroms direkt selbst nutzen.',
      ),
      h('Anmeldung'),
      p(
        'Das Gerät muss im Marktstammdatenregister eingetragen werden, das dauerte online zehn Minuten. Eine Anmeldung beim Netzbetreiber ist nicht mehr nötig.',
      ),
      p(
        'Die App zeigt Tages-, Monats- und Jahreserträge übersichtlich an, verlangt aber ein Konto beim Hersteller. Ohne Internetverbindung läuft die Anlage trotzdem weiter.',
      ),
    ],
    authorId: 3,
    hoursAgo: 100,
  },
  {
    id: 5,
    slug: 'saugroboter-kehrfix-pro-im-test',
    category: 'Haushalt',
    product: 'Kehrfix Pro',
    title: 'Saugroboter Kehrfix Pro: Saugt gründlich, wischt nur oberflächlich',
    teaser:
      'Der Kehrfix Pro findet zuverlässig seinen Weg durch Altbauwohnungen und saugt Teppiche gründlich. Die Wischfunktion überzeugt nicht.',
    lead: 'Saugroboter sollen lästige Hausarbeit abnehmen. Wir haben das Modell in einer Vier-Zimmer-Altbauwohnung mit Teppichen, Türschwellen und einer Katze getestet.',
    rating: 3.5,
    pros: [
      'Präzise Raumkarte per Laser',
      'Kommt über Schwellen bis zwei Zentimeter',
      'Gute Saugleistung auf Teppich',
    ],
    cons: ['Wischfunktion schwach', 'Absaugstation laut', 'Verfängt sich in Kabeln'],
    verdict:
      'Als Sauger empfehlenswert, als Wischer nicht. Wer vor allem Staub und Tierhaare loswerden will, ist gut bedient.',
    body: [
      p(
        'Nach der ersten Erkundungsfahrt hatte der Roboter eine erstaunlich genaue Karte der Wohnung erstellt. Räume lassen sich in der App benennen und einzeln reinigen, Sperrzonen um Futternäpfe sind schnell eingerichtet.',
      ),
      h('Saugen'),
      p(
        'Auf Teppich und Dielen saugt der Kehrfix Pro gründlich, auch Katzenhaare aus den Fugen. Türschwellen bis zwei Zentimeter überwindet er problemlos.',
      ),
      h('Wischen'),
      p(
        'Das Wischtuch wird nur leicht angefeuchtet und nicht angedrückt. Eingetrocknete Flecken in der Küche blieben auch nach drei Durchgängen sichtbar.',
      ),
      p(
        'Die Absaugstation leert den Staubbehälter automatisch, ist dabei für einige Sekunden aber so laut wie ein Staubsauger.',
      ),
    ],
    authorId: 7,
    hoursAgo: 140,
  },
  {
    id: 6,
    slug: 'gasgrill-glutmeister-3-im-test',
    category: 'Garten',
    product: 'Glutmeister 3',
    title: 'Gasgrill Glutmeister 3: Viel Grill fürs Geld, aber mit Schwächen beim Deckel',
    teaser:
      'Drei Brenner, Seitenkocher und gleichmäßige Hitze: Der Glutmeister 3 grillt zuverlässig. Das Thermometer im Deckel zeigt allerdings zu wenig an.',
    lead: 'Gasgrills haben den Holzkohlegrill in vielen Gärten abgelöst. Wir haben ein Modell der mittleren Preisklasse einen Sommer lang benutzt.',
    rating: 3.5,
    pros: ['Gleichmäßige Hitzeverteilung', 'Seitenkocher für Beilagen', 'Solide Grillroste aus Gusseisen'],
    cons: [
      'Deckelthermometer zeigt rund 30 Grad zu wenig',
      'Aufbau dauert über zwei Stunden',
      'Fettauffangschale klein',
    ],
    verdict:
      'Ein ordentlicher Grill für Familien. Für indirektes Garen empfehlen wir ein zusätzliches Thermometer.',
    body: [
      p(
        'Der Aufbau war mit über zwei Stunden und rund 80 Schrauben eine Geduldsprobe. Danach steht der Grill aber stabil und wackelt auch auf Terrassenplatten nicht.',
      ),
      h('Grillen'),
      p(
        'Nach zehn Minuten erreicht der Glutmeister 3 mit allen Brennern über 300 Grad. Die Hitze ist über den ganzen Rost gleichmäßig verteilt, Würstchen am Rand werden genauso braun wie in der Mitte.',
      ),
      p(
        'Beim indirekten Grillen eines Schweinebratens zeigte das Deckelthermometer 150 Grad, unser Messgerät auf Rosthöhe dagegen 182 Grad. Wer nach Anzeige grillt, riskiert trockenes Fleisch.',
      ),
    ],
    authorId: 12,
    hoursAgo: 200,
  },
  {
    id: 7,
    slug: 'luftreiniger-klarraum-320-im-test',
    category: 'Haushalt',
    product: 'Klarraum 320',
    title: 'Luftreiniger Klarraum 320: Hilft Allergikern, kostet aber Filtergeld',
    teaser:
      'Der Klarraum 320 senkte die Pollenbelastung im Schlafzimmer messbar. Die Ersatzfilter kosten jedes Jahr rund 70 Euro.',
    lead: 'Zur Pollensaison greifen viele Allergiker zum Luftreiniger. Wir haben gemessen, was ein Gerät für 250 Euro in einem 20-Quadratmeter-Raum bewirkt.',
    rating: 4,
    pros: [
      'Feinstaub nach 20 Minuten deutlich reduziert',
      'Im Nachtmodus kaum hörbar',
      'Einfacher Filterwechsel',
    ],
    cons: ['Ersatzfilter teuer', 'App-Verbindung bricht gelegentlich ab'],
    verdict:
      'Für Allergiker eine spürbare Hilfe. Die Folgekosten für Filter sollte man vor dem Kauf einrechnen.',
    body: [
      p(
        'Unser Messgerät zeigte im Schlafzimmer zu Beginn 38 Mikrogramm Feinstaub pro Kubikmeter. Nach 20 Minuten auf mittlerer Stufe waren es noch 6.',
      ),
      h('Lautstärke'),
      p(
        'Im Nachtmodus ist das Gerät mit 24 Dezibel kaum zu hören, auf höchster Stufe rauscht es deutlich. Die Automatik regelt nach Luftqualität und war im Test meist auf niedriger Stufe.',
      ),
      p(
        'Der Kombifilter sollte nach Herstellerangabe alle sechs Monate getauscht werden und kostet 35 Euro. Der Wechsel ist in einer Minute erledigt.',
      ),
    ],
    authorId: 5,
    hoursAgo: 260,
  },
];
