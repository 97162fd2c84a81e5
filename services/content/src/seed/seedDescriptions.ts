/** Descriptions of the root topics (children fall back to a generated text). */
export const seedTagDescriptions: Record<number, string> = {
  1: 'Gemeinderat, Kreistag und Landtag: Entscheidungen, Debatten und Köpfe der Politik in der Region.',
  2: 'Unternehmen, Handwerk, Handel und Arbeitsmarkt: Wirtschaftsnachrichten aus der Region.',
  3: 'Fußball, Handball, Laufsport und Vereinsleben: Ergebnisse, Berichte und Hintergründe.',
  4: 'Theater, Musik, Museen und Literatur: Kultur zwischen Bühne, Ausstellung und Lesung.',
  5: 'Bahn, Bus, Baustellen und Parken: Was Pendler und Autofahrer wissen müssen.',
  6: 'Schulen und Kitas: Nachrichten für Eltern, Lehrkräfte und Erzieher.',
  7: 'Kliniken, Praxen und Vorsorge: Gesundheitsthemen aus der Region.',
  8: 'Hochwasser, Energiewende, Natur und Wetter: Umweltthemen vor der Haustür.',
  9: 'Feste, Wanderwege und Gartentipps: Freizeit in der Region.',
  10: 'Einsätze von Polizei und Feuerwehr, Unfälle und Ermittlungen.',
  81: 'Pegelstände, Deichbau und Katastrophenschutz: alles zum Hochwasser in der Region.',
  110: 'Energiepreise, Bauen und Wohnen, Steuern und Recht: Ratgeber für den Alltag.',
  120: 'Kommentare und Leitartikel unserer Redaktion.',
  130: 'Podcasts und Videos unserer Redaktion.',
};

/** Description of a main channel of a brand. */
export function channelDescription(channelTitle: string, regionName: string): string {
  const texts: Record<string, string> = {
    Lokales: `Nachrichten aus den Städten und Gemeinden im ${regionName}.`,
    Politik: `Kommunal-, Landes- und Bundespolitik mit Blick auf das ${regionName}.`,
    Wirtschaft: `Unternehmen, Arbeitsplätze und Verbraucherthemen im ${regionName}.`,
    Sport: `Ergebnisse, Spielberichte und Vereinsnachrichten aus dem ${regionName}.`,
    Kultur: `Bühne, Musik, Ausstellungen und Lesungen im ${regionName}.`,
    Panorama: 'Menschen, Kurioses und Nachrichten aus aller Welt.',
    Ratgeber: 'Tipps zu Geld, Recht, Gesundheit, Haus und Garten.',
    Meinung: 'Kommentare und Leitartikel unserer Redaktion.',
  };
  return texts[channelTitle] ?? `Aktuelle Nachrichten aus ${channelTitle}.`;
}

/** Root region of each brand's region tree. */
export const seedRegionRoots: Record<string, number> = { rb: 1, la: 2 };
