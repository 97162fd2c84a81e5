/** Role and short biography per author id (fictional newsroom). */
export const seedAuthorProfiles: Record<number, { role: string; bio: string }> = {
  1: {
    role: 'Lokalredakteurin Rheinau',
    bio: 'Miriam Klee berichtet seit 2015 aus dem Rheinauer Rathaus und über Stadtentwicklung. Sie wohnt in der Altstadt und fährt jeden Tag mit dem Rad in die Redaktion.',
  },
  2: {
    role: 'Politikredakteur',
    bio: 'Jonas Hartwig beobachtet Kreistag und Landtag. Vorher war er Volontär beim Rheinauer Boten und Korrespondent in der Landeshauptstadt.',
  },
  3: {
    role: 'Redakteurin Wirtschaft und Energie',
    bio: 'Sabine Vogelsang schreibt über Handwerk, Mittelstand und die Energiewende in der Region. Sie hat Volkswirtschaft studiert.',
  },
  4: {
    role: 'Sportredakteur',
    bio: 'Tobias Reinhardt ist bei fast jedem Heimspiel im Stadion und kennt die Tabellen der Kreisliga auswendig.',
  },
  5: {
    role: 'Verbraucherredakteurin',
    bio: 'Aylin Demir testet Produkte, prüft Verträge und beantwortet Leserfragen rund um Geld, Energie und Recht.',
  },
  6: {
    role: 'Kulturredakteur',
    bio: 'Peter Brandstätter schreibt über Theater, Konzerte und Ausstellungen zwischen Rhein und Lahn.',
  },
  7: {
    role: 'Reporterin',
    bio: 'Lena Hofmeister ist für Reportagen unterwegs – am liebsten dort, wo sonst niemand hinschaut.',
  },
  8: {
    role: 'Redakteur Verkehr und Blaulicht',
    bio: 'Frank Ostermann berichtet über Bahn, Baustellen und Einsätze von Polizei und Feuerwehr.',
  },
  9: {
    role: 'Chefin vom Dienst',
    bio: 'Henrike Stahl plant die Ausgaben und kommentiert regelmäßig Landes- und Kommunalpolitik.',
  },
  10: {
    role: 'Nachrichtenredakteur',
    bio: 'Daniel Wozniak betreut den Nachrichtendesk am Morgen und den Newsletter „Der Morgen“.',
  },
  11: {
    role: 'Redakteurin Gesundheit und Bildung',
    bio: 'Carla Jansen schreibt über Kliniken, Schulen und Kitas in der Region.',
  },
  12: {
    role: 'Freier Mitarbeiter',
    bio: 'Ralf Sonnleitner schreibt über Vereinsleben, Feste und Wanderwege und fotografiert für die Lokalseiten.',
  },
};
