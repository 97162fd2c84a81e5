import { fetchTimed } from './fetchTimed';
import {
  describeLoad,
  measureAgainstReference,
  type LoadPlan,
  type ReferencedLoad,
} from './measureAgainstReference';
import { runLoad } from './runLoad';
import type { LoadResult } from './loadResult';

/** German queries over the generator's vocabulary: frequent and rare words, one and two terms. */
export const SEARCH_QUERIES = [
  'Rheinau',
  'Feuerwehr',
  'Gemeinderat',
  'Hochwasser Rheinau',
  'Kesselbach',
  'Schule',
  'Haushalt',
  'Weidenau Verein',
];

const searchPath = (q: string) => `/content/v5/search?q=${encodeURIComponent(q)}`;

export type SearchLoad = { load: ReferencedLoad; details: Record<string, unknown> };

/** S7: the search API (PostgreSQL full-text, German) under load, queries in rotation, beside node:http. */
export async function measureSearch(baseUrl: string, plan: LoadPlan): Promise<SearchLoad> {
  const sample = await fetchTimed(`${baseUrl}${searchPath(SEARCH_QUERIES[0]!)}`);
  if (sample.status !== 200) throw new Error(`search answered ${sample.status}`);
  const total = (JSON.parse(sample.body.toString()) as { total?: number }).total;
  const load = await measureAgainstReference(
    'search',
    {
      url: baseUrl,
      connections: 10,
      duration: plan.durationSec,
      requests: SEARCH_QUERIES.map((q) => ({ method: 'GET', path: searchPath(q) })),
    },
    sample.body,
    sample.headers.get('content-type') ?? 'application/json; charset=utf-8',
    plan,
  );
  return { load, details: { queries: SEARCH_QUERIES, hitsForFirstQuery: total, ...describeLoad(load) } };
}

/** The same search rotation at a given fixed rate (to compare data sets at the same load). */
export function searchAtRate(baseUrl: string, rate: number, durationSec: number): Promise<LoadResult> {
  return runLoad({
    url: baseUrl,
    connections: 10,
    duration: durationSec,
    overallRate: rate,
    requests: SEARCH_QUERIES.map((q) => ({ method: 'GET', path: searchPath(q) })),
  });
}
