import { createHttpClient, RETRY_STATUSES, shouldRetry } from './createHttpClient';
import { HttpError } from './createHttpClient';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const empty = (status: number) => new Response(null, { status });

/** A fetch that answers with the given responses in turn, recording each call. */
function sequence(...answers: (Response | Error | DOMException)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (!(next instanceof Response)) throw next;
    return next;
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved');
    },
    (error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      return error;
    },
  );

describe('createHttpClient', () => {
  it('resolves paths against the base URL and returns the JSON body', async () => {
    const { fetchFn, calls } = sequence(json(200, { id: 1 }));
    const client = createHttpClient({ baseUrl: 'https://www.example.de/api/', fetch: fetchFn });
    await expect(client.request('bookmarks')).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => [c.url, c.init.method])).toEqual([
      ['https://www.example.de/api/bookmarks', 'GET'],
    ]);
  });

  it('reads the base URL from the page (its document’s base URL) when a request starts', async () => {
    const page = { baseURI: 'https://www.rheinauer-bote.de/' };
    Object.defineProperty(globalThis, 'document', { value: page, configurable: true });
    try {
      const { fetchFn, calls } = sequence(json(200, {}), json(200, {}));
      const client = createHttpClient({ fetch: fetchFn });
      await client.request('/api/settings');
      page.baseURI = 'https://www.lahntal-anzeiger.de/artikel/';
      await client.request('/api/settings');
      expect(calls.map((c) => c.url)).toEqual([
        'https://www.rheinauer-bote.de/api/settings',
        'https://www.lahntal-anzeiger.de/api/settings',
      ]);
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });

  it('asks for JSON, sends a `json` body as JSON and passes credentials and cache on unchanged', async () => {
    const { fetchFn, calls } = sequence(json(201, { ok: true }));
    const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
    await client.request('/a', {
      method: 'post',
      json: { a: 1 },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const [call] = calls;
    const headers = new Headers(call?.init.headers);
    expect(call?.init.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
    expect(call?.init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'same-origin',
      cache: 'no-store',
    });
    expect([headers.get('accept'), headers.get('content-type')]).toEqual([
      'application/json',
      'application/json',
    ]);
  });

  it('resolves a 204 to undefined', async () => {
    const { fetchFn } = sequence(empty(204));
    const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
    await expect(client.request('/a', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('rejects a success whose body is not JSON, through the error hook', async () => {
    const onError = jest.fn();
    const { fetchFn } = sequence(new Response('<html>', { status: 200 }));
    const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, onError });
    const error = await failure(client.request('/a'));
    expect(error).toMatchObject({ status: 200, offline: false, code: undefined });
    expect(onError).toHaveBeenCalledWith(error);
  });

  describe('retry table', () => {
    const retried = [408, 409, 425, 429, 500, 502, 503, 504];
    const notRetried = [400, 401, 402, 403, 404, 405, 410, 422, 451, 501, 505, 511];
    const idempotent = ['GET', 'HEAD', 'OPTIONS'];
    const changing = ['POST', 'PUT', 'PATCH', 'DELETE'];

    it('lists exactly the spec’s statuses', () => expect([...RETRY_STATUSES].sort()).toEqual(retried));

    it.each(retried.flatMap((status) => idempotent.map((method) => [method, status] as const)))(
      '%s is retried once on %s',
      async (method, status) => {
        const { fetchFn, calls } = sequence(empty(status), json(200, { ok: true }));
        const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
        const answer = await client.request('/a', { method });
        expect(answer).toEqual(method === 'HEAD' ? undefined : { ok: true });
        expect(calls).toHaveLength(2);
      },
    );

    it.each(
      [...retried, ...notRetried].flatMap((status) => changing.map((method) => [method, status] as const)),
    )('%s is never retried (%s)', async (method, status) => {
      const onError = jest.fn();
      const { fetchFn, calls } = sequence(empty(status), json(200, {}));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, onError });
      await expect(failure(client.request('/a', { method }))).resolves.toMatchObject({ status, method });
      expect(calls).toHaveLength(1);
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it.each(notRetried.flatMap((status) => idempotent.map((method) => [method, status] as const)))(
      '%s is not retried on %s',
      async (method, status) => {
        const { fetchFn, calls } = sequence(empty(status), json(200, {}));
        const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
        await expect(failure(client.request('/a', { method }))).resolves.toMatchObject({ status });
        expect(calls).toHaveLength(1);
      },
    );

    it('matches shouldRetry for every status and method', () => {
      for (const status of [...retried, ...notRetried, 'network' as const])
        for (const method of [...idempotent, ...changing]) {
          const expected = idempotent.includes(method) && (status === 'network' || retried.includes(status));
          expect([method, status, shouldRetry(method, status, 0, 1)]).toEqual([method, status, expected]);
          expect(shouldRetry(method, status, 1, 1)).toBe(false);
          expect(shouldRetry(method, status, 0, 0)).toBe(false);
        }
    });

    it('retries a GET at most once', async () => {
      const { fetchFn, calls } = sequence(empty(503), empty(503), json(200, {}));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(failure(client.request('/a'))).resolves.toMatchObject({ status: 503 });
      expect(calls).toHaveLength(2);
    });

    it('reads the failed answer before it asks again, so that request ends', async () => {
      const failed = json(503, { status: 503, code: 'upstream_unavailable', message: 'x' });
      const { fetchFn } = sequence(failed, json(200, { ok: 1 }));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(client.request('/a')).resolves.toEqual({ ok: 1 });
      expect(failed.bodyUsed).toBe(true);
    });

    it('retries a GET once after a network failure', async () => {
      const { fetchFn, calls } = sequence(new TypeError('Failed to fetch'), json(200, { ok: 1 }));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(client.request('/a')).resolves.toEqual({ ok: 1 });
      expect(calls).toHaveLength(2);
    });

    it('never retries an aborted request', async () => {
      const abort = new DOMException('The operation timed out.', 'TimeoutError');
      const { fetchFn, calls } = sequence(abort, json(200, {}));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(failure(client.request('/a'))).resolves.toMatchObject({ status: 500, offline: false });
      expect(calls).toHaveLength(1);
    });

    it.each([503, 'network'] as const)(
      'never retries for the content system (retries: 0): %s',
      async (kind) => {
        const { fetchFn, calls } = sequence(
          kind === 'network' ? new TypeError('Failed to fetch') : empty(kind),
          json(200, {}),
        );
        const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, retries: 0 });
        await expect(failure(client.request('/api/auth/login'))).resolves.toBeInstanceOf(HttpError);
        expect(calls).toHaveLength(1);
      },
    );
  });

  describe('errors (spec §8)', () => {
    it('throws the server’s error body with its code, text and headers, and runs the error hook', async () => {
      const onError = jest.fn();
      const body = { status: 429, code: 'too_many_attempts', message: 'Zu viele Versuche.' };
      const { fetchFn } = sequence(json(429, body, { 'retry-after': '30' }));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, onError });
      const error = await failure(client.request('/a', { method: 'POST' }));
      expect(error).toMatchObject({
        status: 429,
        body,
        code: 'too_many_attempts',
        serverMessage: 'Zu viele Versuche.',
        offline: false,
        method: 'POST',
        url: 'https://x.de/a',
      });
      expect(error.headers?.get('retry-after')).toBe('30');
      expect(onError).toHaveBeenCalledWith(error);
    });

    it('reads the code and text of the identity envelope', async () => {
      const body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
          details: { code: 'email_not_confirmed' },
        },
      };
      const { fetchFn } = sequence(json(403, body));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
      await expect(failure(client.request('/a'))).resolves.toMatchObject({
        code: 'email_not_confirmed',
        serverMessage: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
      });
    });

    it('builds the version 4 default without a body, and takes nothing of it for a code or a text', async () => {
      const { fetchFn } = sequence(new Response('', { status: 500, statusText: 'Internal Server Error' }));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, retries: 0 });
      await expect(failure(client.request('/a'))).resolves.toMatchObject({
        body: { status: 500, name: 'UnknownError', message: 'Internal Server Error', details: null },
        code: undefined,
        serverMessage: undefined,
        offline: false,
      });
    });

    it('builds the version 3 default without a body, also for a network failure, which is offline', async () => {
      const { fetchFn } = sequence(new TypeError('Failed to fetch'));
      const client = createHttpClient({
        baseUrl: 'https://x.de',
        fetch: fetchFn,
        retries: 0,
        envelopeVersion: 3,
      });
      const error = await failure(client.request('/a'));
      expect(error).toMatchObject({
        status: 500,
        offline: true,
        headers: undefined,
        body: { error: 'UnknownError', message: 'Failed to fetch', statusCode: 500 },
      });
    });

    it('builds the version 3 default for an answer without a body', async () => {
      const { fetchFn } = sequence(new Response(null, { status: 404, statusText: 'Not Found' }));
      const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn, envelopeVersion: 3 });
      await expect(failure(client.request('/a'))).resolves.toMatchObject({
        status: 404,
        body: { error: 'UnknownError', message: 'Not Found', statusCode: 404 },
      });
    });

    describe('while the browser is offline', () => {
      const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
      beforeAll(() =>
        Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true }),
      );
      afterAll(() => {
        if (before) Object.defineProperty(globalThis, 'navigator', before);
        else delete (globalThis as { navigator?: unknown }).navigator;
      });

      it('marks an answer the service worker gave without a network as offline', async () => {
        const { fetchFn } = sequence(empty(504), empty(504));
        const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
        await expect(failure(client.request('/a'))).resolves.toMatchObject({ status: 504, offline: true });
      });

      it('still asks (the service worker may answer from its cache)', async () => {
        const { fetchFn } = sequence(json(200, { cached: true }));
        const client = createHttpClient({ baseUrl: 'https://x.de', fetch: fetchFn });
        await expect(client.request('/a')).resolves.toEqual({ cached: true });
      });
    });
  });
});
