import type { ContentAnswer, ContentSource } from '../ssr/contentFetchJson';
import { countContentSourceErrors } from './countContentSourceErrors';
import { gatewayMetrics } from './gatewayMetrics';
import { metricValue } from './testing/metricValue';

const answer = (status: number): ContentAnswer => ({
  status,
  json: async () => ({}),
  discard: async () => undefined,
});
const errors = (reason: string) =>
  metricValue(gatewayMetrics.upstreamErrors, { upstream: 'content', reason });

async function counted(source: ContentSource, inProcess: boolean, signal = new AbortController().signal) {
  const before = {
    status: await errors('status'),
    timeout: await errors('timeout'),
    unreachable: await errors('unreachable'),
  };
  const result = await countContentSourceErrors(source, inProcess)('/content/v5/x', 'rb', signal).then(
    (a) => a.status,
    () => 'failed',
  );
  return {
    result,
    status: (await errors('status')) - before.status,
    timeout: (await errors('timeout')) - before.timeout,
    unreachable: (await errors('unreachable')) - before.unreachable,
  };
}

describe('countContentSourceErrors', () => {
  it("passes the call on whole: path, brand, signal and headers (an entitled reader's grant)", async () => {
    const source = jest.fn<ReturnType<ContentSource>, Parameters<ContentSource>>(async () => ({
      status: 200,
      json: async () => ({}),
      discard: async () => undefined,
    }));
    const signal = new AbortController().signal;
    await countContentSourceErrors(source, true)('/content/v5/articles/42', 'rb', signal, {
      'x-content-grant': 'g',
    });
    expect(source).toHaveBeenCalledWith('/content/v5/articles/42', 'rb', signal, { 'x-content-grant': 'g' });
  });

  it('passes a good answer (and a 404) through without counting', async () => {
    expect(await counted(async () => answer(200), true)).toEqual({
      result: 200,
      status: 0,
      timeout: 0,
      unreachable: 0,
    });
    expect(await counted(async () => answer(404), true)).toEqual({
      result: 404,
      status: 0,
      timeout: 0,
      unreachable: 0,
    });
  });

  it('counts a 5xx of the in-process service, not one that came over HTTP (countRequests counts that)', async () => {
    expect(await counted(async () => answer(500), true)).toMatchObject({ result: 500, status: 1 });
    expect(await counted(async () => answer(502), false)).toMatchObject({ result: 502, status: 0 });
  });

  it('counts a failed call as unreachable and passes the failure on', async () => {
    const failing: ContentSource = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await counted(failing, false)).toEqual({
      result: 'failed',
      status: 0,
      timeout: 0,
      unreachable: 1,
    });
  });

  it('counts an answer that came after the caller stopped waiting as a timeout', async () => {
    const controller = new AbortController();
    const slow: ContentSource = async () => {
      controller.abort();
      return answer(200);
    };
    expect(await counted(slow, true, controller.signal)).toMatchObject({
      result: 200,
      timeout: 1,
      unreachable: 0,
    });
  });
});
