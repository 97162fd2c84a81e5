import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const registry = new Registry();
// process memory, CPU, heap, handles and the event loop's lag (nodejs_eventloop_lag_*), sampled when scraped
collectDefaultMetrics({ register: registry });

const registers = [registry];

/**
 * What the gateway process measures, served at GET /metrics in Prometheus' text format (README "Metrics"). One
 * registry per process, like the default metrics of the process it describes; a test that starts two gateways in
 * one process sees both in it.
 */
export const gatewayMetrics = {
  registry,
  httpRequests: new Counter({
    name: 'gateway_http_requests_total',
    help: 'Requests answered, by route class (routeClassOf), method and status ("aborted" when the client left first).',
    labelNames: ['route_class', 'method', 'status'] as const,
    registers,
  }),
  httpRequestDuration: new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route class.',
    labelNames: ['route_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  }),
  pageCacheLookups: new Counter({
    name: 'gateway_page_cache_lookups_total',
    help: 'Page cache lookups of documents by outcome: hit (fresh), stale (served, revalidated in the background), miss (rendered).',
    labelNames: ['outcome'] as const,
    registers,
  }),
  pageCacheErrors: new Counter({
    name: 'gateway_page_cache_errors_total',
    help: 'Page cache problems: the store failed to read or write, or a background revalidation failed.',
    registers,
  }),
  upstreamErrors: new Counter({
    name: 'gateway_upstream_errors_total',
    help:
      'Failed calls to an upstream: reason "status" (it answered 5xx), "timeout" (the gateway stopped waiting), ' +
      '"unreachable" (no answer at all).',
    labelNames: ['upstream', 'reason'] as const,
    registers,
  }),
};

// every cache outcome is a series from the start, so a rate over it exists before the first miss
for (const outcome of ['hit', 'stale', 'miss']) gatewayMetrics.pageCacheLookups.inc({ outcome }, 0);
