/**
 * The ffmpeg the seed renders header videos with: the binary that ships inside the npm package
 * @ffmpeg-installer/ffmpeg (a static build with libvpx and libopus, installed by `npm install` for Linux, macOS and
 * Windows on x64 and arm), so a fresh machine needs no ffmpeg of its own. On a platform the package has no binary
 * for, `ffmpeg` from the PATH.
 */
export async function ffmpegPath(): Promise<string> {
  try {
    return (await import('@ffmpeg-installer/ffmpeg')).default.path;
  } catch {
    return 'ffmpeg';
  }
}
