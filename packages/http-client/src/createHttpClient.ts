/**
 * The generic HTTP client of spec §7: requests against a base URL from the page configuration; an idempotent
 * request (GET, HEAD, OPTIONS) is retried once on 408, 409, 425, 429, 500, 502, 503, 504 or a network failure;
 * POST, PUT, PATCH and DELETE never are; content-system clients are created with `retries: 0`. Every failure runs
 * the error hook and rejects with an HttpError carrying the server's error body or the default envelope of spec §8.
 */

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The default error bodies of spec §8, by API version, when the server sent none. */
export type ErrorEnvelopeV4 = { status: number; name: string; message: string; details: unknown };
export type ErrorEnvelopeV3 = { error: string; message: string; statusCode: number };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
    readonly method: string,
  ) {
    super(`${method} ${url} failed with ${status}`);
    this.name = 'HttpError';
  }
}

export function defaultErrorEnvelope(
  version: 3 | 4,
  message: string,
  status = 500,
): ErrorEnvelopeV4 | ErrorEnvelopeV3 {
  return version === 4
    ? { status, name: 'UnknownError', message, details: null }
    : { error: 'UnknownError', message, statusCode: status };
}

export type HttpClientOptions = {
  baseUrl: string;
  /** 1 (default) for the site's own APIs; 0 for the content system. */
  retries?: 0 | 1;
  /** Which default envelope a failure without an error body gets. */
  envelopeVersion?: 3 | 4;
  onError?: (error: HttpError) => void;
  fetch?: typeof fetch;
};

export type HttpClient = {
  request<T>(path: string, init?: RequestInit): Promise<T>;
};

/** Whether a failed attempt is tried again (the retry table, one place). */
export function shouldRetry(
  method: string,
  status: number | 'network',
  attempt: number,
  retries: number,
): boolean {
  if (attempt >= retries) return false;
  if (!IDEMPOTENT_METHODS.has(method.toUpperCase())) return false;
  return status === 'network' || RETRY_STATUSES.has(status);
}

async function errorBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const retries = options.retries ?? 1;
  const version = options.envelopeVersion ?? 4;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const fail = (error: HttpError): never => {
    options.onError?.(error);
    throw error;
  };
  return {
    async request<T>(path: string, init: RequestInit = {}): Promise<T> {
      const method = (init.method ?? 'GET').toUpperCase();
      const url = new URL(path, options.baseUrl).href;
      for (let attempt = 0; ; attempt += 1) {
        let res: Response;
        try {
          res = await doFetch(url, { ...init, method });
        } catch (cause) {
          if (shouldRetry(method, 'network', attempt, retries)) continue;
          const message = cause instanceof Error ? cause.message : 'network error';
          return fail(new HttpError(500, defaultErrorEnvelope(version, message), url, method));
        }
        if (res.ok) {
          if (res.status === 204) return undefined as T;
          const type = res.headers.get('content-type') ?? '';
          return (type.includes('json') ? await res.json() : await res.text()) as T;
        }
        if (shouldRetry(method, res.status, attempt, retries)) continue;
        const body =
          (await errorBody(res)) ??
          defaultErrorEnvelope(version, res.statusText || 'Request failed', res.status);
        return fail(new HttpError(res.status, body, url, method));
      }
    },
  };
}
