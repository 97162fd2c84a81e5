import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import { migrate } from '@news/db/migrate';
import sharp from 'sharp';
import { attachArticleVideos } from './attachArticleVideos';
import { seedContent } from './seedContent';
import { seedExtras } from './seedExtras';
import { seedFeatureArticles } from './seedFeatureArticles';
import { seedPodcasts } from './seedPodcasts';
import { seedTestReports } from './seedTestReports';

describe('seedExtras', () => {
  let db: Db;
  let assetsDir: string;

  beforeAll(async () => {
    db = await createTestDb();
    assetsDir = await mkdtemp(path.join(os.tmpdir(), 'content-assets-'));
    await migrate(db, { schema: 'content', migrationsDir: path.join(__dirname, '..', '..', 'migrations') });
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await rm(assetsDir, { recursive: true, force: true });
  });

  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]?.n ?? -1;

  it('does nothing before the base seed', async () => {
    expect(await seedExtras(db, { assetsDir })).toEqual({
      ran: false,
      articles: 0,
      articleImages: 0,
      files: 0,
    });
    expect(await readdir(assetsDir)).toEqual([]);
  });

  it('adds media files, images and pages once', async () => {
    await seedContent(db);
    const first = await seedExtras(db, { assetsDir });
    const featureCount = Object.values(seedFeatureArticles).flat().length;
    expect(first.articles).toBe(featureCount);
    expect(first.files).toBeGreaterThan(40);
    expect(first.articleImages).toBe(await count('select count(*)::int as n from content.articles'));

    const images = await readdir(path.join(assetsDir, 'images', 'seed'));
    expect(images.length).toBe(32 + seedTestReports.length + seedPodcasts.length);
    const meta = await sharp(path.join(assetsDir, 'images', 'seed', 'sport-1.jpg')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
    const cover = await sharp(path.join(assetsDir, 'images', 'seed', 'podcast-rheinau-talk.jpg')).metadata();
    expect(cover).toMatchObject({ width: 800, height: 800 });
    const audio = await readdir(path.join(assetsDir, 'media', 'podcasts'));
    expect(audio).toHaveLength(seedPodcasts.flatMap((p) => p.episodes).length);
    const wav = await readFile(path.join(assetsDir, 'media', 'podcasts', audio[0]!));
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');

    // Every image record points at a generated file.
    const urls = await db.query<{ base_url: string }>('select distinct base_url from content.images');
    for (const { base_url } of urls.rows) expect(images).toContain(base_url.replace(/^\/seed\//, ''));
    const episodeUrls = await db.query<{ audio_url: string }>(
      'select audio_url from content.podcast_episodes',
    );
    for (const { audio_url } of episodeUrls.rows)
      expect(audio).toContain(audio_url.replace('/media/podcasts/', ''));

    expect(await count('select count(*)::int as n from content.articles where image_id is null')).toBe(0);
    expect(await count('select count(*)::int as n from content.test_reports')).toBeGreaterThanOrEqual(6);
    expect(await count('select count(*)::int as n from content.podcasts')).toBe(3);
    expect(
      await count(
        'select min(n)::int as n from (select count(*) as n from content.podcast_episodes group by podcast_id) x',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(await count("select count(*)::int as n from content.newsletters where mandator = 'rb'")).toBe(3);
    expect(await count("select count(*)::int as n from content.documents where mandator = 'la'")).toBe(4);
    expect(await count('select count(*)::int as n from content.channels where description is null')).toBe(0);
    expect(await count('select count(*)::int as n from content.authors where bio is null')).toBe(0);
    expect(await count('select count(*)::int as n from content.regions where mandator is null')).toBe(0);
    expect(await count('select count(*)::int as n from content.article_gallery_images')).toBe(7);

    // Every video article has a small, playable WebM and German captions.
    const videos = await db.query<{ header_video_src: string; header_video_captions: string }>(
      'select header_video_src, header_video_captions from content.articles where is_video_article',
    );
    expect(videos.rows.length).toBe(2);
    for (const row of videos.rows) {
      const webm = await readFile(path.join(assetsDir, row.header_video_src));
      expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML (Matroska/WebM)
      expect(webm.includes(Buffer.from('webm'))).toBe(true);
      expect(webm.length).toBeGreaterThan(5_000);
      expect(webm.length).toBeLessThan(300_000);
      const vtt = await readFile(path.join(assetsDir, row.header_video_captions), 'utf8');
      expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    }
  });

  it('goes on without videos when ffmpeg is missing, and adds them once it is there', async () => {
    await db.query('update content.articles set header_video_src = null, header_video_captions = null');
    await rm(path.join(assetsDir, 'media', 'videos'), { recursive: true, force: true });
    const warnings: string[] = [];
    const none = await attachArticleVideos(db, {
      assetsDir,
      ffmpeg: path.join(assetsDir, 'kein-ffmpeg'),
      warn: (m) => warnings.push(m),
    });
    expect(none).toBe(0);
    expect(warnings).toEqual([expect.stringContaining('install ffmpeg')]);
    expect(
      await count('select count(*)::int as n from content.articles where header_video_src is not null'),
    ).toBe(0);
    expect(await readdir(path.join(assetsDir, 'media', 'videos'))).toEqual([]);

    expect(await attachArticleVideos(db, { assetsDir })).toBe(2);
    expect(
      await count('select count(*)::int as n from content.articles where header_video_src is not null'),
    ).toBe(2);
  });

  it('is idempotent and keeps existing files', async () => {
    const snapshot = async () =>
      (
        await db.query(
          `select (select count(*)::int from content.articles) as articles,
                  (select count(*)::int from content.images) as images,
                  (select count(*)::int from content.test_reports) as reports,
                  (select count(*)::int from content.podcast_episodes) as episodes,
                  (select count(*)::int from content.newsletters) as newsletters,
                  (select count(*)::int from content.documents) as documents,
                  (select count(*)::int from content.article_gallery_images) as gallery`,
        )
      ).rows[0];
    const before = await snapshot();
    expect(await seedExtras(db, { assetsDir })).toEqual({
      ran: true,
      articles: 0,
      articleImages: 0,
      files: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('gives articles added later an image', async () => {
    await db.query(
      `insert into content.articles (mandator, slug, title, teaser_text, lead, maintag, channel_id, publish_date)
       select 'rb', 'nachtrag', 'Nachtrag', 'Kurz.', 'Kurz.', 31, id, now() from content.channels
       where mandator = 'rb' and path = 'sport'`,
    );
    expect((await seedExtras(db, { assetsDir })).articleImages).toBe(1);
    const img = await db.query<{ base_url: string; caption: string }>(
      `select i.base_url, i.caption from content.articles a join content.images i on i.id = a.image_id
       where a.slug = 'nachtrag'`,
    );
    expect(img.rows[0]?.base_url).toMatch(/^\/seed\/sport-[1-4]\.jpg$/);
    expect(img.rows[0]?.caption).toBe('Symbolbild zum Thema Fußball. Grafik: Rheinauer Bote');
  });
});
