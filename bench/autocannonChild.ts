/**
 * One autocannon run in its own process (so it can be pinned to its own core): options in the JSON file argv[2], the
 * LoadResult as JSON on the last line of stdout.
 */
import autocannon from 'autocannon';
import { documentationAddress } from './documentationAddress';
import type { LoadResult } from './loadResult';
import { loadResultFrom } from './loadResultFrom';
import { runLoadChild } from './runLoadChild';
import type { LoadOptions } from './runLoad';

async function measureWithAutocannon(opts: LoadOptions): Promise<LoadResult> {
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
  return loadResultFrom({
    latenciesMs: latencies,
    statusCounts,
    failures: result.errors + result.timeouts,
    requestsPerSec: result.requests.average,
    total: result.requests.total,
    cpu: process.cpuUsage(cpuStart),
    wallMs: performance.now() - started,
    durationSec: result.duration,
    connections: opts.connections,
    overallRate: opts.overallRate,
  });
}

runLoadChild(measureWithAutocannon);
