import { createHttpClient, HttpError, RETRY_STATUSES } from './createHttpClient';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const empty = (status: number) => new Response(null, { status });

/** A fetch that answers with the given responses in turn, recording each call. */
function sequence(...answers: (Response | Error)[]) {
  const calls: { url: string; method: string | undefined }[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

describe('createHttpClient', () => {
  it('resolves paths against the base URL and returns the JSON body', async () => {
    const { fetchFn, calls } = sequence(json(200, { id: 1 }));
    const client = createHttpClient({ baseUrl: 'https://www.example.de/api/', fetch: fetchFn });
    await expect(client.request('bookmarks')).resolves.toEqual({ id: 1 });
    expect(calls).toEqual([{ url: 'https://www.example.de/api/bookmarks', method: 'GET' }]);
  });

  describe('retry table', () => {
    const statuses = [408, 409, 425, 429, 500, 502, 503, 504];
    it('lists exactly the spec’s statuses', () => expect([...RETRY_STATUSES].sort()).toEqual(statuses));

    it.each(
      statuses.flatMap((status) => ['GET', 'HEAD', 'OPTIONS'].map((method) => [method, status] as const)),
    )('%s retried once on %s', async (method, status) => {
      const { fetchFn, calls } = sequence(empty(status), json(200, { ok: true }));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(client.request('/a', { method })).resolves.toEqual({ ok: true });
      expect(calls).toHaveLength(2);
    });

    it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s never retried', async (method) => {
      const onError = jest.fn();
      const { fetchFn, calls } = sequence(empty(503), json(200, {}));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, onError });
      await expect(client.request('/a', { method })).rejects.toBeInstanceOf(HttpError);
      expect(calls).toHaveLength(1);
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it.each([400, 401, 403, 404, 422, 501])('GET not retried on %s', async (status) => {
      const { fetchFn, calls } = sequence(empty(status), json(200, {}));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(client.request('/a')).rejects.toMatchObject({ status });
      expect(calls).toHaveLength(1);
    });

    it('retries a GET at most once', async () => {
      const { fetchFn, calls } = sequence(empty(503), empty(503), json(200, {}));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(client.request('/a')).rejects.toMatchObject({ status: 503 });
      expect(calls).toHaveLength(2);
    });

    it('retries a GET once after a network failure', async () => {
      const { fetchFn, calls } = sequence(new TypeError('Failed to fetch'), json(200, { ok: 1 }));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(client.request('/a')).resolves.toEqual({ ok: 1 });
      expect(calls).toHaveLength(2);
    });

    it('never retries for the content system (retries: 0)', async () => {
      const { fetchFn, calls } = sequence(empty(503), json(200, {}));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, retries: 0 });
      await expect(client.request('/content/v5/home')).rejects.toMatchObject({ status: 503 });
      expect(calls).toHaveLength(1);
    });
  });

  describe('errors (spec §8)', () => {
    it('throws the server’s error body and runs the error hook', async () => {
      const onError = jest.fn();
      const body = { status: 404, code: 'not_found', message: 'Nicht gefunden' };
      const { fetchFn } = sequence(json(404, body));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, onError });
      const error = await client.request('/a').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 404, body, method: 'GET', url: 'https://x.de/a' });
      expect(onError).toHaveBeenCalledWith(error);
    });

    it('builds the version 4 default without a body', async () => {
      const { fetchFn } = sequence(new Response('', { status: 500, statusText: 'Internal Server Error' }));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, retries: 0 });
      await expect(client.request('/a')).rejects.toMatchObject({
        body: { status: 500, name: 'UnknownError', message: 'Internal Server Error', details: null },
      });
    });

    it('builds the version 3 default without a body, also for a network failure', async () => {
      const { fetchFn } = sequence(new TypeError('Failed to fetch'));
      const client = createHttpClient({
        baseUrl: 'https://x.de',
        fetch: fetchFn,
        retries: 0,
        envelopeVersion: 3,
      });
      await expect(client.request('/a')).rejects.toMatchObject({
        status: 500,
        body: { error: 'UnknownError', message: 'Failed to fetch', statusCode: 500 },
      });
    });
  });
});
