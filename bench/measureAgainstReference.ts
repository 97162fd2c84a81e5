import type { LoadResult } from './loadResult';
import { hasNginx, startNginx, startReferenceServer, writeReferenceBody } from './referenceServer';
import { runLoad, runLoadSeries, type LoadOptions, type LoadSeries } from './runLoad';

export type ReferencedLoad = {
  site: LoadSeries;
  /** Fixed-rate run at half the site's throughput, for the latency figures. */
  latency: LoadResult;
  node: LoadSeries;
  nginx: LoadSeries | null;
  bytes: number;
};

export type LoadPlan = { runs: number; durationSec: number; warmupSec: number; nginx: boolean };

const NODE_REFERENCE_PORT = 3211;
const NGINX_PORT = 3212;

/** Share of the measured maximum throughput at which the latency run is driven. */
export const LATENCY_RATE_SHARE = 0.5;

/**
 * Throughput of the site for `options` (median of `plan.runs`), a fixed-rate latency run, and the same load
 * against a bare node:http server and nginx serving `body` (the bytes the site answered) in the same run.
 */
export async function measureAgainstReference(
  name: string,
  options: LoadOptions,
  body: Buffer,
  contentType: string,
  plan: LoadPlan,
): Promise<ReferencedLoad> {
  const load = { ...options, duration: plan.durationSec };
  const site = await runLoadSeries(load, plan.runs, plan.warmupSec);
  const rate = Math.max(1, Math.round(site.median.requestsPerSec * LATENCY_RATE_SHARE));
  const latency = await runLoad({ ...load, overallRate: rate });
  const file = writeReferenceBody(`${name}.body`, body);
  const refLoad: LoadOptions = {
    url: '',
    connections: options.connections,
    duration: plan.durationSec,
    method: options.method,
  };
  const nodeServer = await startReferenceServer(file, contentType, NODE_REFERENCE_PORT);
  let node: LoadSeries;
  try {
    node = await runLoadSeries({ ...refLoad, url: nodeServer.url }, plan.runs, plan.warmupSec);
  } finally {
    await nodeServer.stop();
  }
  let nginx: LoadSeries | null = null;
  if (plan.nginx && hasNginx()) {
    const server = await startNginx(file, contentType, NGINX_PORT);
    if (server) {
      try {
        nginx = await runLoadSeries({ ...refLoad, url: server.url }, plan.runs, plan.warmupSec);
      } finally {
        await server.stop();
      }
    }
  }
  return { site, latency, node, nginx, bytes: body.length };
}

/** The figures of a ReferencedLoad for the JSON (no per-response data). */
export function describeLoad(load: ReferencedLoad) {
  const brief = (s: LoadSeries | null) =>
    s && {
      requestsPerSec: Math.round(s.median.requestsPerSec),
      latencyMs: s.median.latencyMs,
      errors: s.median.errors,
      generatorCpu: Math.round(s.median.generatorCpu * 100) / 100,
      saturatedRuns: s.saturatedRuns,
      runs: s.runs.map((r) => Math.round(r.requestsPerSec)),
    };
  return {
    bytes: load.bytes,
    site: brief(load.site),
    latencyRun: {
      overallRate: load.latency.overallRate,
      connections: load.latency.connections,
      requestsPerSec: Math.round(load.latency.requestsPerSec),
      latencyMs: load.latency.latencyMs,
      errors: load.latency.errors,
    },
    nodeHttp: brief(load.node),
    nginx:
      brief(load.nginx) ??
      (hasNginx() ? 'full run only' : 'nginx not installed (optional: apt-get install -y nginx-light)'),
  };
}
