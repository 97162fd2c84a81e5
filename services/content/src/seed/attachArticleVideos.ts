import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '@news/db/createDb';
import { captionsVtt } from './captionsVtt';
import { renderSeedVideo, SEED_VIDEO_SECONDS } from './renderSeedVideo';
import { episodeJingle, toneWav } from './toneWav';

/** Folder of the generated videos and captions below the assets folder; URLs '/media/videos/{file}'. */
export const VIDEO_SUBDIR = path.join('media', 'videos');

export type AttachVideosOptions = {
  assetsDir: string;
  /** The ffmpeg executable (default: ffmpegPath, the one npm installs). */
  ffmpeg?: string;
  /** Where a missing ffmpeg is reported (the seed goes on without videos). */
  warn?: (message: string) => void;
};

const exists = (file: string) =>
  stat(file).then(
    (s) => s.size > 0,
    () => false,
  );

/**
 * Gives every video article without a header video a playable one (idempotent): a short WebM rendered with
 * ffmpeg from its poster picture, with a jingle, and German WebVTT captions, below `media/videos` as
 * `{mandator}-{slug}.webm/.vtt`. Without ffmpeg it warns once and leaves the articles as they are (they show the
 * poster image). Returns the number of videos rendered.
 */
export async function attachArticleVideos(db: Db, opts: AttachVideosOptions): Promise<number> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    title: string;
    base_url: string;
    brand: string;
  }>(
    `select a.id, a.mandator || '-' || a.slug as name, a.title, i.base_url, m.name as brand
     from content.articles a
     join content.images i on i.id = a.image_id
     join content.mandators m on m.id = a.mandator
     where a.is_video_article and a.header_video_src is null and i.base_url like '/seed/%'
     order by a.id`,
  );
  if (rows.length === 0) return 0;
  const dir = path.join(opts.assetsDir, VIDEO_SUBDIR);
  await mkdir(dir, { recursive: true });
  let rendered = 0;
  for (const [index, row] of rows.entries()) {
    const video = path.join(dir, `${row.name}.webm`);
    const captions = path.join(dir, `${row.name}.vtt`);
    if (!(await exists(video))) {
      const tmp = `${video}.${process.pid}.tmp`;
      const audio = path.join(os.tmpdir(), `seed-video-${process.pid}-${row.id}.wav`);
      try {
        await writeFile(audio, toneWav(episodeJingle(2, index + 1)));
        await renderSeedVideo({
          imagePath: path.join(opts.assetsDir, 'images', row.base_url),
          audioPath: audio,
          target: tmp,
          ...(opts.ffmpeg ? { ffmpeg: opts.ffmpeg } : {}),
        });
        await rename(tmp, video);
        rendered++;
      } catch (err) {
        (opts.warn ?? console.warn)(
          `[content] no header videos: ${err instanceof Error ? err.message : String(err)} (install ffmpeg)`,
        );
        await rm(tmp, { force: true });
        return rendered;
      } finally {
        await rm(audio, { force: true });
      }
    }
    const half = SEED_VIDEO_SECONDS / 2;
    await writeFile(
      captions,
      captionsVtt([
        { startSeconds: 0, endSeconds: half, text: '[Ruhige Musik]' },
        { startSeconds: half, endSeconds: SEED_VIDEO_SECONDS, text: `${row.title} – Video: ${row.brand}` },
      ]),
    );
    await db.query(
      'update content.articles set header_video_src = $1, header_video_captions = $2 where id = $3',
      [`/media/videos/${row.name}.webm`, `/media/videos/${row.name}.vtt`, row.id],
    );
  }
  return rendered;
}
