import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchUpstream } from '../upstream/fetchUpstream';
import { UpstreamError } from '../upstream/UpstreamError';
import { gatewayMetrics } from './gatewayMetrics';
import { metricValue } from './testing/metricValue';

const errors = (upstream: string, reason: string) =>
  metricValue(gatewayMetrics.upstreamErrors, { upstream, reason });

let silent: Server;
let origin: string;
beforeAll(async () => {
  // accepts connections and never answers
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

describe('failed calls of fetchUpstream', () => {
  it('count as a timeout of the upstream whose paths the URL is under', async () => {
    const before = await errors('identity', 'timeout');
    await expect(fetchUpstream(new URL('/cms/auth/login', origin), {}, 50)).rejects.toBeInstanceOf(
      UpstreamError,
    );
    expect(await errors('identity', 'timeout')).toBe(before + 1);
  });

  it('count as unreachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const before = await errors('content', 'unreachable');
    await expect(
      fetchUpstream(new URL(`http://127.0.0.1:${port}/content/v5/pages/home`), {}, 1000),
    ).rejects.toBeInstanceOf(UpstreamError);
    expect(await errors('content', 'unreachable')).toBe(before + 1);
  });

  it('name a remote manifest "remotes"', async () => {
    const before = await errors('remotes', 'timeout');
    await expect(
      fetchUpstream(new URL('/cdn/mf-portal/7/mf-manifest.json', origin), {}, 50),
    ).rejects.toBeInstanceOf(UpstreamError);
    expect(await errors('remotes', 'timeout')).toBe(before + 1);
  });

  it('count nothing for a call that gets its answer', async () => {
    const answering = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => answering.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(answering.address() as AddressInfo).port}/cms/x`);
    const before = (await gatewayMetrics.upstreamErrors.get()).values.reduce((sum, v) => sum + v.value, 0);
    expect((await fetchUpstream(url, {}, 1000)).status).toBe(200);
    const after = (await gatewayMetrics.upstreamErrors.get()).values.reduce((sum, v) => sum + v.value, 0);
    expect(after).toBe(before);
    answering.closeAllConnections();
    await new Promise((resolve) => answering.close(resolve));
  });
});
