/** The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's (the chromium package). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}
