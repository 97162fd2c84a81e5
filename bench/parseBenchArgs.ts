import { parseArgs } from 'node:util';

export type BenchPlan = {
  mode: 'full' | 'quick';
  build: boolean;
  articles: number;
  lighthouseRuns: number;
  lighthousePages: ('article-free' | 'article-plus' | 'home' | 'channel')[];
  load: { runs: number; durationSec: number; warmupSec: number; nginx: boolean };
  interactionRepeats: number;
  stormConcurrency: number;
  floodSec: number;
  soakSec: number;
  /** Also measure the user API on PostgreSQL (S6) and search on 10,000 articles (S7 growth). */
  secondarySites: boolean;
  /** `--peer URL` (repeatable): another site's pages measured with the same Lighthouse settings, side by side. */
  peers: string[];
};

/** A peer page is an http(s) URL; anything else stops the bench before it starts. */
function peerUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--peer needs an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`--peer needs an absolute http(s) URL, got "${value}"`);
  return url.href;
}

/**
 * `npm run bench [-- --quick] [--no-build] [--build] [--peer URL ...]`: the full set (5 Lighthouse runs per page, 3 x 10 s load
 * runs, a 10-minute soak) or the reduced quick set (under 5 minutes when the build and the data sets exist).
 */
export function parseBenchArgs(argv: string[]): BenchPlan {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      build: { type: 'boolean' },
      'no-build': { type: 'boolean', default: false },
      'soak-seconds': { type: 'string' },
      peer: { type: 'string', multiple: true },
    },
    strict: true,
  });
  const quick = values.quick === true;
  const soak = values['soak-seconds'] === undefined ? undefined : Number(values['soak-seconds']);
  if (soak !== undefined && !(Number.isInteger(soak) && soak > 0))
    throw new Error('--soak-seconds must be a positive integer');
  return {
    mode: quick ? 'quick' : 'full',
    // quick reuses an existing build unless --build; full always builds unless --no-build
    build: values['no-build'] ? false : (values.build ?? !quick),
    articles: 100_000,
    lighthouseRuns: quick ? 1 : 5,
    lighthousePages: quick ? ['article-free', 'home'] : ['article-free', 'article-plus', 'home', 'channel'],
    load: quick
      ? { runs: 1, durationSec: 3, warmupSec: 1, nginx: false }
      : { runs: 3, durationSec: 10, warmupSec: 2, nginx: true },
    interactionRepeats: quick ? 1 : 5,
    stormConcurrency: 1000,
    floodSec: quick ? 4 : 10,
    soakSec: soak ?? (quick ? 30 : 600),
    secondarySites: !quick,
    peers: (values.peer ?? []).map(peerUrl),
  };
}
