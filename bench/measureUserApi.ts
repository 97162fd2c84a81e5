import { benchCheck, type Check } from './benchCheck';
import { bookmarkRequests } from './bookmarkRequests';
import { fetchTimed } from './fetchTimed';
import { loginReader } from './loginReader';
import { LATENCY_RATE_SHARE } from './measureAgainstReference';
import { runLoad, runLoadSeries } from './runLoad';

/**
 * S6: bookmark add, list and remove of a logged-in reader through the gateway (the user API under
 * /user-api/mandators/{mandator}/users/{ssoId}), p99 at 50 connections at a fixed rate. Nothing stands in for the
 * bookmark routes: if listing the bookmarks fails the measurement fails, and answers other than 2xx under load
 * are reported beside the figure.
 */
export async function measureUserApi(
  baseUrl: string,
  database: 'PGlite' | 'PostgreSQL',
  plan: { runs: number; durationSec: number; warmupSec: number },
): Promise<{ checks: Check[]; details: Record<string, unknown> }> {
  const session = await loginReader(baseUrl);
  const headers = { cookie: session.cookie, origin: session.origin, 'content-type': 'application/json' };
  const requests = bookmarkRequests('rb', session.ssoId, headers);
  const probe = await fetchTimed(`${baseUrl}${requests[1]!.path}`, { headers });
  if (probe.status !== 200)
    throw new Error(`S6: GET ${requests[1]!.path} answered ${probe.status}, not the reader's bookmarks`);
  const load = { url: baseUrl, connections: 50, duration: plan.durationSec, requests };
  const series = await runLoadSeries(load, plan.runs, plan.warmupSec);
  const rate = Math.max(1, Math.round(series.median.requestsPerSec * LATENCY_RATE_SHARE));
  const latency = await runLoad({ ...load, overallRate: rate });
  const failed = Object.entries(latency.statusCounts)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  const details = {
    database,
    load: {
      requests: 'POST, GET, DELETE bookmarks in rotation',
      requestsPerSec: Math.round(series.median.requestsPerSec),
      latencyRun: {
        overallRate: rate,
        latencyMs: latency.latencyMs,
        errors: latency.errors,
        statusCounts: latency.statusCounts,
      },
    },
  };
  const checks = [
    benchCheck({
      id: 'S6',
      subject: `bookmarks, ${database}`,
      metric: `p99 at 50 conn, ${rate} req/s`,
      unit: 'ms',
      op: '<=',
      target: 20,
      measured: latency.latencyMs.p99,
      note:
        failed + latency.errors > 0
          ? `${failed} answers not 2xx, ${latency.errors} errors (statusCounts in details)`
          : undefined,
    }),
  ];
  return { checks, details };
}
