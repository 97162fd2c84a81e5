import type { PodcastSummary } from '@news/contracts/contentPages';
import { imageJson, toImage, type ImageJson } from './imageRow';

export type PodcastRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  hosts: string;
  img: ImageJson | null;
  episode_count: number;
};

/** Podcasts visible to brand $1 (its own and the shared ones), with their published episode count. */
export const PODCAST_SELECT = `
  select p.id, p.slug, p.title, p.description, p.hosts,
    (select ${imageJson('i')} from content.images i where i.id = p.image_id) as img,
    (select count(*) from content.podcast_episodes e where e.podcast_id = p.id and e.publish_date <= now())::int
      as episode_count
  from content.podcasts p
  where (p.mandator = $1 or p.mandator is null)`;

/** A podcast row as summary (site path /podcasts/{slug}-{id}). */
export function toPodcastSummary(row: PodcastRow): PodcastSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    hosts: row.hosts,
    ...(row.img ? { img: toImage(row.img) } : {}),
    episodeCount: row.episode_count,
    targetPathOrUrl: `/podcasts/${row.slug}-${row.id}`,
  };
}
