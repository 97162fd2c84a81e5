import { benchCheck, type Check } from './benchCheck';
import { fetchTimed } from './fetchTimed';
import { loginReader } from './loginReader';
import { LATENCY_RATE_SHARE } from './measureAgainstReference';
import { runAutocannon, runLoadSeries } from './runAutocannon';

/**
 * S6: bookmark add, list and remove of a logged-in reader through the gateway (the user API under
 * /user-api/mandators/{mandator}/users/{ssoId}), p99 at 50 connections at a fixed rate. While the user API has
 * no bookmark routes the figure is not measured and its health route (database ping, with the reader's cookie)
 * is measured in its place, labelled as such.
 */
export async function measureUserApi(
  baseUrl: string,
  database: 'PGlite' | 'PostgreSQL',
  plan: { runs: number; durationSec: number; warmupSec: number },
): Promise<{ checks: Check[]; details: Record<string, unknown> }> {
  const session = await loginReader(baseUrl);
  const base = `/user-api/mandators/rb/users/${session.ssoId}`;
  const headers = { cookie: session.cookie, origin: session.origin, 'content-type': 'application/json' };
  const probe = await fetchTimed(`${baseUrl}${base}/bookmarks`, { headers });
  const checks: Check[] = [];
  const details: Record<string, unknown> = { database, bookmarkListStatus: probe.status };
  const articleIds = [100001, 100002, 100003, 100004, 100005];
  const bookmarkRequests = articleIds.flatMap((id) => [
    { method: 'POST' as const, path: `${base}/bookmarks/${id}`, headers },
    { method: 'GET' as const, path: `${base}/bookmarks`, headers },
    { method: 'DELETE' as const, path: `${base}/bookmarks/${id}`, headers },
  ]);
  const implemented = probe.status >= 200 && probe.status < 300;
  const requests = implemented
    ? bookmarkRequests
    : [{ method: 'GET' as const, path: '/user-api/healthz', headers }];
  const load = { url: baseUrl, connections: 50, duration: plan.durationSec, requests };
  const series = await runLoadSeries(load, plan.runs, plan.warmupSec);
  const rate = Math.max(1, Math.round(series.median.requestsPerSec * LATENCY_RATE_SHARE));
  const latency = await runAutocannon({ ...load, overallRate: rate });
  details.load = {
    requests: implemented ? 'POST, GET, DELETE bookmarks in rotation' : 'GET /user-api/healthz',
    requestsPerSec: Math.round(series.median.requestsPerSec),
    latencyRun: {
      overallRate: rate,
      latencyMs: latency.latencyMs,
      errors: latency.errors,
      statusCounts: latency.statusCounts,
    },
  };
  checks.push(
    benchCheck({
      id: 'S6',
      subject: `bookmarks, ${database}`,
      metric: `p99 at 50 conn, ${rate} req/s`,
      unit: 'ms',
      op: '<=',
      target: 20,
      measured: implemented ? latency.latencyMs.p99 : null,
      note: implemented ? undefined : `no bookmark routes: GET ${base}/bookmarks answers ${probe.status}`,
    }),
  );
  if (!implemented)
    checks.push(
      benchCheck({
        id: 'S6',
        subject: `user API healthz, ${database} (stand-in)`,
        metric: `p99 at 50 conn, ${rate} req/s`,
        unit: 'ms',
        op: '<=',
        target: 20,
        measured: latency.latencyMs.p99,
        note: `stand-in until bookmarks exist: DB ping with the reader's cookie; ${latency.errors} errors`,
      }),
    );
  return { checks, details };
}
