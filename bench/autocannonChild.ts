/**
 * One autocannon run in its own process (so it can be pinned to its own core): options in the JSON file argv[2], the
 * LoadResult as JSON on the last line of stdout.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { documentationAddress } from './documentationAddress';
import { percentile } from './percentile';
import type { LoadResult } from './loadResult';

type ChildOptions = {
  url: string;
  connections: number;
  duration: number;
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
  /** Give every request its own X-Forwarded-For address (IPv6 documentation prefix 2001:db8::/32). */
  uniqueForwardedFor?: boolean;
};

async function main(): Promise<void> {
  const opts = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as ChildOptions;
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    let next = 0;
    const { uniqueForwardedFor, ...rest } = opts;
    const options = {
      ...rest,
      timeout: opts.timeout ?? 10,
      requests: uniqueForwardedFor
        ? opts.requests?.map((r) => ({
            ...r,
            setupRequest: (req: { headers?: Record<string, string> }) => ({
              ...req,
              headers: { ...req.headers, 'x-forwarded-for': documentationAddress(++next) },
            }),
          }))
        : opts.requests,
    };
    const instance = autocannon(
      // autocannon rejects keys that are present but undefined
      Object.fromEntries(
        Object.entries(options).filter(([, v]) => v !== undefined),
      ) as unknown as autocannon.Options,
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    });
  });
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  const badStatus = Object.entries(statusCounts)
    .filter(([code]) => !/^[23]/.test(code))
    .reduce((sum, [, n]) => sum + n, 0);
  const out: LoadResult = {
    requestsPerSec: result.requests.average,
    total: result.requests.total,
    errors: result.errors + result.timeouts + badStatus,
    statusCounts,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.length ? latencies.reduce((m, v) => Math.max(m, v), 0) : null,
    },
    generatorCpu: (cpu.user + cpu.system) / 1000 / wallMs,
    durationSec: result.duration,
    connections: opts.connections,
    overallRate: opts.overallRate,
  };
  process.stdout.write(`\n${JSON.stringify(out)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
