import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, DbTx } from '@news/db/createDb';
import { slugify } from '../slugify';
import { attachArticleVideos } from './attachArticleVideos';
import { insertArticles } from './insertArticles';
import { seedAuthorProfiles } from './seedAuthorProfiles';
import { toArticleInsert } from './seedContent';
import { channelDescription, seedRegionRoots, seedTagDescriptions } from './seedDescriptions';
import { seedDocuments } from './seedDocuments';
import { seedFeatureArticles } from './seedFeatureArticles';
import { seedNewsletters } from './seedNewsletters';
import { themeForChannel } from './seedPalettes';
import { articlePicturePool, seedPicture, VARIANTS_PER_THEME, type SeedPicture } from './seedPictures';
import { seedPodcasts } from './seedPodcasts';
import { seedTestReports } from './seedTestReports';
import { episodeJingle, notesDurationSeconds, toneWav } from './toneWav';
import { writeSeedPictures } from './writeSeedPictures';

export type SeedExtrasOptions = {
  /** Receives images/seed/*.jpg, media/podcasts/*.wav and media/videos/*.webm|vtt. */
  assetsDir: string;
  now?: Date;
};

export type SeedExtrasResult = { ran: boolean; articles: number; articleImages: number; files: number };

/** Folder of the generated podcast audio below the assets folder; URLs '/media/podcasts/{file}'. */
export const PODCAST_AUDIO_SUBDIR = path.join('media', 'podcasts');

const testReportPicture = (id: number) => seedPicture('testbericht', id, { name: `testbericht-${id}` });
const podcastPicture = (id: number, slug: string) =>
  seedPicture('podcast', id, { name: `podcast-${slug}`, square: true });
const audioFile = (slug: string, episode: number) => `${slug}-${episode}.wav`;

/**
 * Seed data added after the first seed (idempotent, safe on every start and on databases seeded by an older
 * version): generated pictures, podcast audio and header videos (ffmpeg), image records for every article without one, feature articles
 * with lists and galleries, updated dates, channel/tag descriptions, author profiles, region ownership, test
 * reports, podcasts, newsletters and legal documents. Existing rows are never changed except filling empty columns.
 */
export async function seedExtras(db: Db, opts: SeedExtrasOptions): Promise<SeedExtrasResult> {
  const now = opts.now ?? new Date();
  const mandators = await db.query<{ id: string; name: string }>(
    'select id, name from content.mandators order by id',
  );
  if (mandators.rows.length === 0) return { ran: false, articles: 0, articleImages: 0, files: 0 };

  const pictures: SeedPicture[] = [
    ...articlePicturePool(),
    ...seedTestReports.map((r) => testReportPicture(r.id)),
    ...seedPodcasts.map((pc) => podcastPicture(pc.id, pc.slug)),
  ];
  let files = await writeSeedPictures(opts.assetsDir, pictures);
  files += await writePodcastAudio(opts.assetsDir);

  const result = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['content.seed']);
    await insertPoolImages(tx);
    let articles = 0;
    for (const mandator of mandators.rows) articles += await insertFeatureArticles(tx, mandator.id, now);
    const articleImages = await attachArticleImages(tx);
    await fillDescriptions(tx);
    await insertTestReports(tx, now);
    await insertPodcasts(tx, now);
    for (const mandator of mandators.rows) await insertBrandPages(tx, mandator, now);
    return { ran: true, articles, articleImages, files };
  });
  // Videos need the articles' poster pictures, so they follow the transaction.
  return { ...result, files: result.files + (await attachArticleVideos(db, { assetsDir: opts.assetsDir })) };
}

/** Image record of a picture; key defaults to 'pool-{file}'. */
function imageRecord(picture: SeedPicture, key: string, caption: string | null) {
  return {
    key,
    base_url: `/seed/${picture.file}`,
    width: picture.width,
    height: picture.height,
    alt_text: picture.altText,
    caption,
    crop_val: `0,0,${picture.width},${picture.height}`,
  };
}

async function insertImages(tx: DbTx, records: ReturnType<typeof imageRecord>[]): Promise<void> {
  if (records.length === 0) return;
  await tx.query(
    `insert into content.images (key, base_url, width, height, alt_text, caption, crop_val)
     select key, base_url, width, height, alt_text, caption, crop_val
     from jsonb_to_recordset($1::jsonb) as r(key text, base_url text, width integer, height integer,
       alt_text text, caption text, crop_val text)
     on conflict (key) do nothing`,
    [JSON.stringify(records)],
  );
}

/** Pool records 'pool-{theme}-{variant}' shared by generated articles. */
async function insertPoolImages(tx: DbTx): Promise<void> {
  await insertImages(
    tx,
    articlePicturePool().map((pic) =>
      imageRecord(pic, poolImageKey(pic.file), `Symbolbild. Grafik: Redaktion`),
    ),
  );
}

/** Key of the pool image record of a picture file ('sport-2.jpg' → 'pool-sport-2'). */
export function poolImageKey(file: string): string {
  return `pool-${file.replace(/\.jpg$/, '')}`;
}

async function insertFeatureArticles(tx: DbTx, mandator: string, now: Date): Promise<number> {
  const features = seedFeatureArticles[mandator] ?? [];
  if (features.length === 0) return 0;
  const channels = await tx.query<{ id: number; path: string }>(
    'select id, path from content.channels where mandator = $1',
    [mandator],
  );
  const channelIds = new Map(channels.rows.map((c) => [c.path, c.id]));
  const inserted = await insertArticles(
    tx,
    features.map((a) => toArticleInsert(mandator, a, channelIds, now)),
  );
  for (const feature of features) {
    if (!feature.gallery) continue;
    const rows = await tx.query<{ id: number }>(
      'select id from content.articles where mandator = $1 and slug = $2',
      [mandator, feature.slug ?? slugify(feature.title)],
    );
    const articleId = rows.rows[0]?.id;
    if (articleId === undefined) continue;
    const keys = feature.gallery.map((_, i) => `gallery-${articleId}-${i + 1}`);
    await insertImages(
      tx,
      feature.gallery.map((g, i) => imageRecord(seedPicture(g.theme, g.variant), keys[i]!, g.caption)),
    );
    await tx.query(
      `insert into content.article_gallery_images (article_id, image_id, position)
       select $1, i.id, k.position from unnest($2::text[]) with ordinality as k(key, position)
       join content.images i on i.key = k.key
       on conflict do nothing`,
      [articleId, keys],
    );
  }
  return inserted;
}

/**
 * Gives every article without an image its own image record 'article-{id}' (a pool picture of its channel's
 * theme with an alt text and a caption naming its topic and brand).
 */
export async function attachArticleImages(tx: DbTx): Promise<number> {
  const { rows } = await tx.query<{ id: number; path: string; brand: string; topic: string }>(
    `select a.id, c.path, m.name as brand, t.label as topic
     from content.articles a
     join content.channels c on c.id = a.channel_id
     join content.mandators m on m.id = a.mandator
     join content.tags t on t.id = a.maintag
     where a.image_id is null order by a.id`,
  );
  const chunkSize = 2000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await insertImages(
      tx,
      chunk.map((a) =>
        imageRecord(
          seedPicture(themeForChannel(a.path), (a.id % VARIANTS_PER_THEME) + 1),
          `article-${a.id}`,
          `Symbolbild zum Thema ${a.topic}. Grafik: ${a.brand}`,
        ),
      ),
    );
    await tx.query(
      `update content.articles a set image_id = i.id from content.images i
       where a.id = any($1::int[]) and a.image_id is null and i.key = 'article-' || a.id`,
      [chunk.map((a) => a.id)],
    );
  }
  return rows.length;
}

async function fillDescriptions(tx: DbTx): Promise<void> {
  // Articles marked "Update" were updated 95 minutes after publication (if that time has come).
  await tx.query(
    `update content.articles set updated_date = publish_date + interval '95 minutes'
     where badge = 'Update' and updated_date is null and publish_date + interval '95 minutes' <= now()`,
  );
  const channels = await tx.query<{ id: number; mandator: string; title: string }>(
    'select id, mandator, title from content.channels where description is null',
  );
  const regionNames: Record<string, string> = { rb: 'Rheinau-Tal', la: 'Lahntal' };
  for (const c of channels.rows) {
    const region = regionNames[c.mandator] ?? 'Verbreitungsgebiet';
    await tx.query('update content.channels set description = $1 where id = $2', [
      channelDescription(c.title, region),
      c.id,
    ]);
  }
  await tx.query(
    `update content.tags t set description = r.description
     from jsonb_each_text($1::jsonb) as r(id, description)
     where t.id = r.id::int and t.description is null`,
    [JSON.stringify(seedTagDescriptions)],
  );
  await tx.query(
    `update content.authors au set role = r.value ->> 'role', bio = r.value ->> 'bio'
     from jsonb_each($1::jsonb) as r(id, value)
     where au.id = r.id::int and au.role is null and au.bio is null`,
    [JSON.stringify(seedAuthorProfiles)],
  );
  for (const [mandator, root] of Object.entries(seedRegionRoots)) {
    await tx.query(
      `with recursive subtree as (
         select id from content.regions where id = $2
         union all select r.id from content.regions r join subtree s on r.parent_id = s.id)
       update content.regions set mandator = $1
       where id in (select id from subtree) and mandator is null
         and exists (select 1 from content.mandators where id = $1)`,
      [mandator, root],
    );
  }
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

async function insertTestReports(tx: DbTx, now: Date): Promise<void> {
  await insertImages(
    tx,
    seedTestReports.map((r) =>
      imageRecord(
        testReportPicture(r.id),
        `testreport-${r.id}`,
        `Symbolbild: ${r.product}. Grafik: Redaktion`,
      ),
    ),
  );
  await tx.query(
    `insert into content.test_reports (id, slug, category, product, title, teaser_text, lead, rating, pros, cons,
       verdict, body, author_id, image_id, publish_date)
     select r.id, r.slug, r.category, r.product, r.title, r.teaser, r.lead, r.rating,
       array(select jsonb_array_elements_text(r.pros)), array(select jsonb_array_elements_text(r.cons)),
       r.verdict, r.body, r."authorId", (select i.id from content.images i where i.key = 'testreport-' || r.id),
       r.publish_date
     from jsonb_to_recordset($1::jsonb) as r(id integer, slug text, category text, product text, title text,
       teaser text, lead text, rating numeric, pros jsonb, cons jsonb, verdict text, body jsonb, "authorId" integer,
       publish_date timestamptz)
     on conflict (id) do nothing`,
    [JSON.stringify(seedTestReports.map((r) => ({ ...r, publish_date: hoursBefore(now, r.hoursAgo) })))],
  );
}

async function writePodcastAudio(assetsDir: string): Promise<number> {
  const dir = path.join(assetsDir, PODCAST_AUDIO_SUBDIR);
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const [index, podcast] of seedPodcasts.entries()) {
    for (let n = 1; n <= podcast.episodes.length; n++) {
      const target = path.join(dir, audioFile(podcast.slug, n));
      if (
        await stat(target).then(
          (s) => s.size > 44,
          () => false,
        )
      )
        continue;
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, toneWav(episodeJingle(index, n)));
      await rename(tmp, target);
      written++;
    }
  }
  return written;
}

async function insertPodcasts(tx: DbTx, now: Date): Promise<void> {
  await insertImages(
    tx,
    seedPodcasts.map((pc) =>
      imageRecord(
        podcastPicture(pc.id, pc.slug),
        `podcast-${pc.id}`,
        `Podcast „${pc.title}“. Grafik: Redaktion`,
      ),
    ),
  );
  for (const [index, podcast] of seedPodcasts.entries()) {
    await tx.query(
      `insert into content.podcasts (id, mandator, slug, title, description, hosts, image_id, position)
       select $1::int, m.id, $3, $4, $5, $6, (select id from content.images where key = 'podcast-' || $1::int), $1::int
       from (select $2::text as id) m
       where $2::text is null or exists (select 1 from content.mandators where id = $2::text)
       on conflict (id) do nothing`,
      [podcast.id, podcast.mandator, podcast.slug, podcast.title, podcast.description, podcast.hosts],
    );
    const episodes = podcast.episodes.map((e, i) => ({
      id: podcast.id * 1000 + i + 1,
      podcast_id: podcast.id,
      episode_number: i + 1,
      title: e.title,
      description: e.description,
      duration_seconds: notesDurationSeconds(episodeJingle(index, i + 1)),
      audio_url: `/media/podcasts/${audioFile(podcast.slug, i + 1)}`,
      publish_date: hoursBefore(now, e.hoursAgo),
    }));
    await tx.query(
      `insert into content.podcast_episodes (id, podcast_id, episode_number, title, description, duration_seconds,
         audio_url, publish_date)
       select r.* from jsonb_to_recordset($1::jsonb) as r(id integer, podcast_id integer, episode_number integer,
         title text, description text, duration_seconds integer, audio_url text, publish_date timestamptz)
       where exists (select 1 from content.podcasts p where p.id = r.podcast_id)
       on conflict do nothing`,
      [JSON.stringify(episodes)],
    );
  }
}

async function insertBrandPages(tx: DbTx, mandator: { id: string; name: string }, now: Date): Promise<void> {
  await tx.query(
    `insert into content.newsletters (mandator, slug, title, description, frequency, send_time, topics, position)
     select $1, r.slug, r.title, r.description, r.frequency, r."sendTime",
       array(select jsonb_array_elements_text(r.topics)), r.position
     from jsonb_to_recordset($2::jsonb) as r(slug text, title text, description text, frequency text,
       "sendTime" text, topics jsonb, position integer)
     on conflict do nothing`,
    [mandator.id, JSON.stringify(seedNewsletters(mandator).map((n, position) => ({ ...n, position })))],
  );
  await tx.query(
    `insert into content.documents (mandator, key, title, body, updated_date)
     select $1, r.key, r.title, r.body, $3 from jsonb_to_recordset($2::jsonb) as r(key text, title text, body jsonb)
     on conflict do nothing`,
    [mandator.id, JSON.stringify(seedDocuments(mandator)), now.toISOString()],
  );
}
