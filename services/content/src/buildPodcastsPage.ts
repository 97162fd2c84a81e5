import { podcastsPageSchema, type PodcastsPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import type { MandatorRow } from './loadMandator';
import { PODCAST_SELECT, toPodcastSummary, type PodcastRow } from './podcastRow';

/** Podcasts of the brand (its own and the shared ones). */
export async function buildPodcastsPage(db: DbTx, mandator: MandatorRow): Promise<PodcastsPage> {
  const { rows } = await db.query<PodcastRow>(`${PODCAST_SELECT} order by p.position, p.id`, [mandator.id]);
  return podcastsPageSchema.parse({ type: 'podcasts', podcasts: rows.map(toPodcastSummary) });
}
