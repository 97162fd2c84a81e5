import http from 'node:http';
import { documentationAddress } from './documentationAddress';

export type PacedRequest = {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type PacedLoadOptions = {
  url: string;
  /** Requests per second, spread evenly: the n-th request is due at n / rate seconds. */
  rate: number;
  duration: number;
  /** At most this many requests in flight (keep-alive connections); due requests beyond wait for one. */
  connections: number;
  method?: PacedRequest['method'];
  headers?: Record<string, string>;
  body?: string;
  /** Sent in rotation instead of `url`'s path. */
  requests?: PacedRequest[];
  /** Seconds before a request counts as an error. */
  timeout?: number;
  /** Every request with its own X-Forwarded-For address. */
  uniqueForwardedFor?: boolean;
};

export type PacedLoadOutcome = {
  /** Per answered request: from the moment it was due (not when a connection took it) to its last byte. */
  latenciesMs: number[];
  statusCounts: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  wallMs: number;
};

/**
 * An open-loop load at a fixed rate with evenly spaced arrivals (as wrk2 does): readers do not wait for each other,
 * so a request that is due while every connection is busy waits, and that wait counts in its latency (no
 * coordinated omission). autocannon's own fixed rate sends each connection's quota for a second at the start of
 * that second, which measures bursts of `connections` requests instead of the rate.
 */
export async function runPacedLoad(opts: PacedLoadOptions): Promise<PacedLoadOutcome> {
  const base = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const rotation: PacedRequest[] = opts.requests?.length
    ? opts.requests
    : [
        {
          method: opts.method,
          path: `${base.pathname}${base.search}`,
          headers: opts.headers,
          body: opts.body,
        },
      ];
  const total = Math.max(1, Math.round(opts.rate * opts.duration));
  const intervalMs = 1000 / opts.rate;
  const timeoutMs = (opts.timeout ?? 10) * 1000;
  const latenciesMs: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let forwarded = 0;
  const inFlight: Promise<void>[] = [];

  const send = (r: PacedRequest, due: number) =>
    new Promise<void>((resolve) => {
      const headers: Record<string, string> = { ...r.headers };
      if (opts.uniqueForwardedFor) headers['x-forwarded-for'] = documentationAddress(++forwarded);
      if (r.body !== undefined) headers['content-length'] = String(Buffer.byteLength(r.body));
      const req = http.request(
        { host: base.hostname, port: base.port, method: r.method ?? 'GET', path: r.path, headers, agent },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            latenciesMs.push(performance.now() - due);
            statusCounts[res.statusCode ?? 0] = (statusCounts[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
          res.on('error', () => {
            errors++;
            resolve();
          });
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });

  const start = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      for (; sent < total && start + sent * intervalMs <= now; sent++) {
        inFlight.push(send(rotation[sent % rotation.length]!, start + sent * intervalMs));
      }
      if (sent < total) setTimeout(tick, Math.min(1, start + sent * intervalMs - now));
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const wallMs = performance.now() - start;
  agent.destroy();
  return { latenciesMs, statusCounts, errors, wallMs };
}
