import type { SeedMandator } from './seedTypes';

export type SeedNewsletter = {
  slug: string;
  title: string;
  description: string;
  frequency: string;
  sendTime: string;
  topics: string[];
};

/** The newsletters of a brand (same three formats in every brand, with its name and region). */
export function seedNewsletters(mandator: Pick<SeedMandator, 'id' | 'name'>): SeedNewsletter[] {
  const region = mandator.id === 'la' ? 'Lahntal' : 'Rheinau-Tal';
  return [
    {
      slug: 'der-morgen',
      title: `Der Morgen im ${region}`,
      description: `Die wichtigsten Nachrichten aus dem ${region} und der Welt – kompakt zusammengestellt von unserer Redaktion.`,
      frequency: 'Montag bis Samstag',
      sendTime: '6:00 Uhr',
      topics: ['Lokales', 'Politik', 'Wetter', 'Termine des Tages'],
    },
    {
      slug: 'sport-am-montag',
      title: 'Sport am Montag',
      description: `Ergebnisse, Tabellen und Stimmen vom Wochenende: Fußball, Handball und Vereinssport im ${region}.`,
      frequency: 'wöchentlich, montags',
      sendTime: '7:00 Uhr',
      topics: ['Fußball', 'Handball', 'Vereinsleben'],
    },
    {
      slug: 'plus-lesetipps',
      title: 'Plus-Lesetipps am Wochenende',
      description: `Die besten Reportagen, Hintergründe und Interviews der Woche im Plus-Angebot – für ruhige Lesestunden.`,
      frequency: 'wöchentlich, samstags',
      sendTime: '8:00 Uhr',
      topics: ['Reportagen', 'Interviews', 'Hintergründe'],
    },
  ];
}
