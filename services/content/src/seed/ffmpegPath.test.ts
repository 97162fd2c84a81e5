import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ffmpegPath } from './ffmpegPath';
import { renderSeedVideo } from './renderSeedVideo';
import { episodeJingle, toneWav } from './toneWav';

describe('ffmpegPath', () => {
  it('is the ffmpeg that npm installed, not one the machine must have', async () => {
    const executable = await ffmpegPath();
    expect(executable).toContain(`${path.sep}@ffmpeg-installer${path.sep}`);
    expect(execFileSync(executable, ['-hide_banner', '-version'], { encoding: 'utf8' })).toMatch(
      /^ffmpeg version/,
    );
  });

  it('renders a seed video on a machine without ffmpeg on the PATH', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'seed-video-'));
    const savedPath = process.env.PATH;
    try {
      const imagePath = path.join(dir, 'poster.jpg');
      const audioPath = path.join(dir, 'jingle.wav');
      const target = path.join(dir, 'video.webm');
      await sharp({ create: { width: 960, height: 540, channels: 3, background: '#2f5d8a' } })
        .jpeg()
        .toFile(imagePath);
      await writeFile(audioPath, toneWav(episodeJingle(2, 1)));
      process.env.PATH = dir;
      await renderSeedVideo({ imagePath, audioPath, target });
      const webm = await readFile(target);
      expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML (Matroska/WebM)
      expect(webm.includes(Buffer.from('webm'))).toBe(true);
    } finally {
      process.env.PATH = savedPath;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
