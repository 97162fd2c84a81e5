import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATOR_SATURATED, type LoadResult } from './loadResult';
import { median } from './median';
import { benchVarDir } from './benchPaths';
import { hasTaskset } from './startProcess';

let runCounter = 0;

export type LoadOptions = {
  url: string;
  connections: number;
  duration: number;
  /** Fixed rate (requests per second over all connections) for latency runs; unlimited when absent. */
  overallRate?: number;
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  requests?: {
    method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }[];
  timeout?: number;
  /** Every request with its own X-Forwarded-For address (login flood from many addresses). */
  uniqueForwardedFor?: boolean;
};

/** The core the load generator is pinned to (the servers get core 0). */
export const GENERATOR_CPUS = '1';

/**
 * One load run in its own process, pinned to the generator's core: with `overallRate` an open-loop run at that rate
 * with evenly spaced requests (runPacedLoad), otherwise autocannon as fast as the server answers.
 */
export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const child = path.join(__dirname, opts.overallRate ? 'pacedLoadChild.ts' : 'autocannonChild.ts');
  // options go through a file: a long request list exceeds the command line's limit
  const dir = path.join(benchVarDir, 'tmp');
  mkdirSync(dir, { recursive: true });
  const optionsFile = path.join(dir, `load-${process.pid}-${++runCounter}.json`);
  writeFileSync(optionsFile, JSON.stringify(opts));
  const nodeArgs = ['--import', 'tsx', child, optionsFile];
  const [command, args] = hasTaskset
    ? ['/usr/bin/taskset', ['-c', GENERATOR_CPUS, process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      rmSync(optionsFile, { force: true });
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`load run ${opts.url} failed (exit ${code}): ${err.slice(-2000)}`));
        return;
      }
      const result = JSON.parse(last) as LoadResult;
      console.log(
        `  load ${opts.method ?? opts.requests?.[0]?.method ?? 'GET'} ${opts.url}${opts.requests ? ` (${opts.requests.length} requests in rotation)` : ''}` +
          ` ${opts.connections} conn${opts.overallRate ? ` @${opts.overallRate}/s` : ''} ${opts.duration} s:` +
          ` ${Math.round(result.requestsPerSec)} req/s, p50 ${result.latencyMs.p50?.toFixed(1)} p95 ${result.latencyMs.p95?.toFixed(1)}` +
          ` p99 ${result.latencyMs.p99?.toFixed(1)} ms, ${result.errors} errors, generator ${Math.round(result.generatorCpu * 100)} % CPU`,
      );
      resolve(result);
    });
  });
}

export type LoadSeries = {
  /** The run with the median requests/s among the usable runs. */
  median: LoadResult;
  runs: LoadResult[];
  /** Runs in which the generator saturated its core; left out of the median when others exist. */
  saturatedRuns: number;
};

/** The run with the median throughput; saturated runs count only when every run saturated. */
export function pickMedianRun(runs: readonly LoadResult[]): LoadSeries {
  if (runs.length === 0) throw new Error('no load runs');
  const usable = runs.filter((r) => r.generatorCpu < GENERATOR_SATURATED);
  const pool = usable.length > 0 ? usable : [...runs];
  const target = median(pool.map((r) => r.requestsPerSec));
  const chosen = pool.reduce((best, r) =>
    Math.abs(r.requestsPerSec - (target ?? 0)) < Math.abs(best.requestsPerSec - (target ?? 0)) ? r : best,
  );
  return { median: chosen, runs: [...runs], saturatedRuns: runs.length - usable.length };
}

/** `runs` throughput runs (median reported) after one short warm-up run. */
export async function runLoadSeries(opts: LoadOptions, runs: number, warmupSec = 2): Promise<LoadSeries> {
  if (warmupSec > 0) await runLoad({ ...opts, duration: warmupSec, overallRate: undefined });
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await runLoad(opts));
  return pickMedianRun(results);
}
