/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runPacedLoad } from './runPacedLoad';

/** A server that answers after `delayMs`, one request at a time when `serial`, and notes when each arrived. */
async function startServer(delayMs: number, serial = false) {
  const arrivals: { at: number; method?: string; url?: string; forwardedFor?: string; body: string }[] = [];
  let queue = Promise.resolve();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      arrivals.push({
        at: performance.now(),
        method: req.method,
        url: req.url,
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        body,
      });
      const answer = () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            res.end('ok');
            resolve();
          }, delayMs),
        );
      if (serial) queue = queue.then(answer);
      else void answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, arrivals, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('runPacedLoad', () => {
  it('spreads the requests evenly over the run instead of sending them in bursts', async () => {
    const server = await startServer(1);
    try {
      const run = await runPacedLoad({
        url: `${server.url}/seite`,
        rate: 100,
        duration: 1,
        connections: 100,
      });
      expect(run.statusCounts).toEqual({ 200: 100 });
      expect(run.latenciesMs).toHaveLength(100);
      // in every 100 ms of the run about 10 requests arrive; a burst would bring all 100 at once
      const first = server.arrivals[0]!.at;
      const perWindow = new Map<number, number>();
      for (const a of server.arrivals) {
        const w = Math.floor((a.at - first) / 100);
        perWindow.set(w, (perWindow.get(w) ?? 0) + 1);
      }
      expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(50);
      expect(perWindow.size).toBeGreaterThanOrEqual(9);
    } finally {
      await server.close();
    }
  });

  it('counts the wait of a request that is due while every connection is busy', async () => {
    // 50 requests/s into a server that takes 40 ms each, one at a time: it falls behind, and the latency shows it
    const server = await startServer(40, true);
    try {
      const run = await runPacedLoad({ url: server.url, rate: 50, duration: 1, connections: 1 });
      const sorted = [...run.latenciesMs].sort((a, b) => a - b);
      expect(sorted).toHaveLength(50);
      expect(sorted.at(-1)!).toBeGreaterThan(500);
    } finally {
      await server.close();
    }
  });

  it('sends a rotation of requests with their bodies, and its own address on each when asked', async () => {
    const server = await startServer(0);
    try {
      await runPacedLoad({
        url: server.url,
        rate: 100,
        duration: 0.04,
        connections: 2,
        uniqueForwardedFor: true,
        requests: [
          { method: 'POST', path: '/a', headers: { 'content-type': 'application/json' }, body: '{"x":1}' },
          { method: 'DELETE', path: '/b' },
        ],
      });
      expect(server.arrivals.map((a) => `${a.method} ${a.url} ${a.body}`).sort()).toEqual([
        'DELETE /b ',
        'DELETE /b ',
        'POST /a {"x":1}',
        'POST /a {"x":1}',
      ]);
      expect(new Set(server.arrivals.map((a) => a.forwardedFor)).size).toBe(4);
    } finally {
      await server.close();
    }
  });

  it('counts a refused connection as an error, not as an answer', async () => {
    const server = await startServer(0);
    await server.close();
    const run = await runPacedLoad({ url: server.url, rate: 20, duration: 0.1, connections: 1 });
    expect(run.errors).toBe(2);
    expect(run.latenciesMs).toHaveLength(0);
  });
});
