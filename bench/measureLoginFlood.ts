import { defaultRateLimits } from '@news/identity-service/identityConfig';
import { benchCheck, type Check } from './benchCheck';
import { fetchTimed } from './fetchTimed';
import { runLoad } from './runLoad';

const wrongLogin = JSON.stringify({ identifier: 'plus@example.com', password: 'falsches-Passwort-1' });

/**
 * S5: wrong-password logins through the gateway (POST /api/auth/login). First from one address until the rate
 * limit answers 429; then a flood from many addresses (each under its own limit, so every attempt hashes) while
 * the cached home page's p99 is measured, against the same latency run without the flood.
 */
export async function measureLoginFlood(
  baseUrl: string,
  homePath: string,
  durationSec: number,
): Promise<{ checks: Check[]; details: Record<string, unknown> }> {
  const origin = new URL(baseUrl).origin;
  const headers = (address: string) => ({
    'content-type': 'application/json',
    origin,
    'x-forwarded-for': address,
  });
  // the first limit a flood of one address against one account reaches
  const limit = Math.min(defaultRateLimits.loginPerIp.limit, defaultRateLimits.loginPerAccountAndIp.limit);
  let first429: number | null = null;
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= limit + 5; attempt++) {
    const res = await fetchTimed(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: headers('198.51.100.77'),
      body: wrongLogin,
    });
    statuses.push(res.status);
    if (res.status === 429) {
      first429 = attempt;
      break;
    }
  }

  const pageLoad = { url: `${baseUrl}${homePath}`, connections: 10, duration: durationSec, overallRate: 200 };
  await fetchTimed(`${baseUrl}${homePath}`);
  const baseline = await runLoad(pageLoad);
  const flood = runLoad({
    url: baseUrl,
    connections: 20,
    duration: durationSec + 2,
    requests: [
      { method: 'POST' as const, path: '/api/auth/login', headers: headers('192.0.2.1'), body: wrongLogin },
    ],
    // every attempt from another address, so no attempt is stopped by a rate limit: each one hashes
    uniqueForwardedFor: true,
    timeout: 30,
  });
  flood.catch(() => undefined); // awaited below; keeps a early failure from being an unhandled rejection
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const during = await runLoad(pageLoad);
  const floodResult = await flood;
  // no page answered during the run: its p99 is at least the run's length
  const duringP99 = during.latencyMs.p99 ?? durationSec * 1000;
  const ratio = baseline.latencyMs.p99 ? Math.round((duringP99 / baseline.latencyMs.p99) * 100) / 100 : null;
  return {
    checks: [
      benchCheck({
        id: 'S5',
        subject: 'login, one address',
        metric: 'attempt answered 429 first',
        unit: '',
        op: '<=',
        target: limit + 1,
        measured: first429,
        note:
          first429 === null
            ? `no 429 within ${limit + 5} attempts`
            : `limits: ${defaultRateLimits.loginPerAccountAndIp.limit} per account and address, ${defaultRateLimits.loginPerIp.limit} per address`,
        details: { statuses },
      }),
      benchCheck({
        id: 'S5',
        subject: 'cached home during flood',
        metric: 'p99 / p99 without flood',
        unit: 'x',
        op: '<=',
        target: 2,
        measured: ratio,
        note:
          during.latencyMs.p99 === null
            ? `no page answered during the ${durationSec} s run (p99 >= ${durationSec * 1000} ms) vs ${fmt(baseline.latencyMs.p99)} ms; flood ${Math.round(floodResult.requestsPerSec)} logins/s`
            : `p99 ${fmt(during.latencyMs.p99)} vs ${fmt(baseline.latencyMs.p99)} ms; flood ${Math.round(floodResult.requestsPerSec)} logins/s`,
      }),
    ],
    details: {
      baseline: {
        latencyMs: baseline.latencyMs,
        requestsPerSec: Math.round(baseline.requestsPerSec),
        errors: baseline.errors,
      },
      duringFlood: {
        latencyMs: during.latencyMs,
        requestsPerSec: Math.round(during.requestsPerSec),
        errors: during.errors,
      },
      flood: {
        requestsPerSec: floodResult.requestsPerSec,
        statusCounts: floodResult.statusCounts,
        latencyMs: floodResult.latencyMs,
      },
    },
  };
}

const fmt = (v: number | null) => (v === null ? '-' : v.toFixed(1));
