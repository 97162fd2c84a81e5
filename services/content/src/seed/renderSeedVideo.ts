import { execFile } from 'node:child_process';
import { ffmpegPath } from './ffmpegPath';

/** Length of a generated seed video in seconds. */
export const SEED_VIDEO_SECONDS = 6;
/** Frames per second: enough for a slow zoom, and cheap to encode at every start of a fresh data folder. */
const FPS = 15;

export type SeedVideoInput = {
  /** The poster picture (JPEG) the video slowly zooms into. */
  imagePath: string;
  /** A WAV file played underneath (cut to the video's length). */
  audioPath: string;
  /** Output file; written as WebM whatever its extension. */
  target: string;
  /** The ffmpeg executable (default: ffmpegPath). */
  ffmpeg?: string;
};

/**
 * Renders a short, small WebM (VP9 and Opus, 640×360, 15 fps, about 45 KB for 6 s): a slow zoom into the poster
 * picture with the audio underneath. Rejects when ffmpeg is missing or fails.
 */
export async function renderSeedVideo({
  imagePath,
  audioPath,
  target,
  ffmpeg,
}: SeedVideoInput): Promise<void> {
  const executable = ffmpeg ?? (await ffmpegPath());
  const frames = SEED_VIDEO_SECONDS * FPS;
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-nostdin'],
    ...['-loop', '1', '-framerate', String(FPS), '-t', String(SEED_VIDEO_SECONDS), '-i', imagePath],
    ...['-i', audioPath],
    '-filter_complex',
    `[0:v]scale=960:540,zoompan=z='min(zoom+0.002,1.18)':d=${frames}:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=640x360:fps=${FPS},format=yuv420p[v];` +
      `[1:a]aresample=48000,afade=t=in:d=0.4,afade=t=out:st=${SEED_VIDEO_SECONDS - 0.6}:d=0.6[a]`,
    ...['-map', '[v]', '-map', '[a]'],
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'realtime', '-cpu-used', '8'],
    ...['-c:a', 'libopus', '-b:a', '24k'],
    ...['-t', String(SEED_VIDEO_SECONDS), '-f', 'webm', target],
  ];
  return new Promise((resolve, reject) => {
    execFile(executable, args, { timeout: 120_000 }, (error, _stdout, stderr) => {
      if (error)
        reject(new Error(`ffmpeg failed: ${error.message}${stderr ? ` – ${String(stderr).trim()}` : ''}`));
      else resolve();
    });
  });
}
