import { podcastPageSchema, type PodcastEpisode, type PodcastPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { ContentPageError } from './contentPageError';
import type { MandatorRow } from './loadMandator';
import { PODCAST_SELECT, toPodcastSummary, type PodcastRow } from './podcastRow';

/** One podcast of the brand with its published episodes, newest first. */
export async function buildPodcastPage(
  db: DbTx,
  mandator: MandatorRow,
  id: number,
  path: string,
): Promise<PodcastPage> {
  const { rows } = await db.query<PodcastRow>(`${PODCAST_SELECT} and p.id = $2`, [mandator.id, id]);
  const podcast = rows[0];
  if (!podcast) throw new ContentPageError(404, 'page_not_found', path);
  const episodes = await db.query<PodcastEpisode>(
    `select id, episode_number as "episodeNumber", title, description, duration_seconds as "durationSeconds",
       audio_url as "audioUrl",
       to_char(publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "publishDate"
     from content.podcast_episodes where podcast_id = $1 and publish_date <= now()
     order by publish_date desc, episode_number desc`,
    [id],
  );
  return podcastPageSchema.parse({ ...toPodcastSummary(podcast), type: 'podcast', episodes: episodes.rows });
}
