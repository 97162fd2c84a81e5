/**
 * The generic HTTP client of spec §7, the one way browser code talks to the site's APIs: requests against a base
 * URL from the page configuration; an idempotent request (GET, HEAD, OPTIONS) is retried once on 408, 409, 425,
 * 429, 500, 502, 503, 504 or a network failure; POST, PUT, PATCH and DELETE never are; content-system clients are
 * created with `retries: 0`. Every failure runs the error hook and rejects with an HttpError carrying the server's
 * error body or the default envelope of spec §8. The site's APIs answer JSON: a success resolves to the parsed body
 * (undefined for 204), which the caller validates with its contract's schema.
 */

/**
 * A failed call of the generic HTTP client (spec §7, §8): the status, the server's error body (or the default
 * envelope of spec §8 when it sent none), what the reader's code needs to react, and where it went.
 */
export class HttpError extends Error {
  /** The HTTP status; 500 for a request that got no answer (spec §8's default). */
  declare readonly status: number;
  /** The server's error body, or the default envelope (spec §8, version 4 or 3). */
  declare readonly body: unknown;
  declare readonly url: string;
  declare readonly method: string;
  /** The answer's headers (e.g. Retry-After); undefined when there was no answer. */
  declare readonly headers: Headers | undefined;
  /** No connection: the browser is offline or the request failed on the network (a TypeError from fetch). */
  declare readonly offline: boolean;
  /** The server's machine-readable code (`{ status, code, message }`, or the identity envelope's details.code). */
  declare readonly code: string | undefined;
  /** The German text the server wrote for readers, when its error body carries one. */
  declare readonly serverMessage: string | undefined;

  constructor(
    status: number,
    body: unknown,
    url: string,
    method: string,
    headers: Headers | undefined,
    offline: boolean,
    /** Whether `body` came from the server (false: the default envelope, which names no code and no text). */
    fromServer: boolean,
  ) {
    super(`${method} ${url} failed with ${offline ? 'no connection' : status}`);
    type Body = { code?: unknown; message?: unknown; error?: unknown };
    const { code, message, error }: Body = (fromServer && typeof body === 'object' ? body : null) ?? {};
    // the identity envelope `{ error: { message, details: { code } } }`, else `{ status, code, message }`
    const inner =
      typeof error === 'object' ? (error as { message?: unknown; details?: { code?: unknown } }) : null;
    Object.assign(this, {
      name: 'HttpError',
      status,
      body,
      url,
      method,
      headers,
      offline,
      code: text(inner ? inner.details?.code : code),
      serverMessage: text(inner ? inner.message : message),
    });
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The default error bodies of spec §8, by API version, when the server sent none. */
export type ErrorEnvelopeV4 = { status: number; name: string; message: string; details: unknown };
export type ErrorEnvelopeV3 = { error: string; message: string; statusCode: number };

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
  /**
   * The base URL of the site's APIs. Default: the page's configuration, i.e. the document's base URL (its
   * `<base href>` when it has one, else its own address), read when a request starts, so a module may create its
   * client before a document exists (server rendering imports it too).
   */
  baseUrl?: string;
  /** 1 (default) for the site's own APIs; 0 for the content system. */
  retries?: 0 | 1;
  /** Which default envelope a failure without an error body gets. */
  envelopeVersion?: 3 | 4;
  /** Runs on every failure, before the request rejects. */
  onError?: (error: HttpError) => void;
  fetch?: typeof fetch;
};

/** A request: fetch's options (headers as a plain object), plus `json`, a body sent as JSON with its content type. */
export type HttpRequestInit = Omit<RequestInit, 'headers'> & {
  headers?: Record<string, string>;
  json?: unknown;
};

export type HttpClient = {
  request<T = unknown>(path: string, init?: HttpRequestInit): Promise<T>;
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

/** The browser says it has no connection. */
const browserOffline = () => globalThis.navigator?.onLine === false;

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const retries = options.retries ?? 1;
  const version = options.envelopeVersion ?? 4;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const fail = (error: HttpError): never => {
    options.onError?.(error);
    throw error;
  };
  return {
    async request<T>(path: string, { json, ...init }: HttpRequestInit = {}): Promise<T> {
      const method = (init.method ?? 'GET').toUpperCase();
      const url = new URL(path, options.baseUrl ?? document.baseURI).href;
      const request: RequestInit = {
        ...init,
        method,
        headers: {
          accept: 'application/json',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      };
      for (let attempt = 0; ; attempt += 1) {
        let res: Response;
        try {
          res = await doFetch(url, request);
        } catch (cause) {
          // a network failure is a TypeError; an abort (the caller's signal or timeout) is not retried
          const network = cause instanceof TypeError;
          if (network && shouldRetry(method, 'network', attempt, retries)) continue;
          const message = cause instanceof Error ? cause.message : 'network error';
          const envelope = defaultErrorEnvelope(version, message);
          return fail(
            new HttpError(500, envelope, url, method, undefined, network || browserOffline(), false),
          );
        }
        if (res.ok) {
          if (res.status === 204 || method === 'HEAD') return undefined as T;
          try {
            return (await res.json()) as T;
          } catch {
            const envelope = defaultErrorEnvelope(version, 'answer is not JSON', res.status);
            return fail(new HttpError(res.status, envelope, url, method, res.headers, false, false));
          }
        }
        if (shouldRetry(method, res.status, attempt, retries)) {
          // read the failed answer before asking again: an unread body keeps its request open (the connection
          // is not reused, and the browser counts the request as still loading)
          await Promise.resolve()
            .then(() => res.arrayBuffer())
            .catch(() => undefined);
          continue;
        }
        const body: unknown = await res.json().catch(() => undefined);
        const fromServer = body !== undefined && body !== null;
        return fail(
          new HttpError(
            res.status,
            fromServer ? body : defaultErrorEnvelope(version, res.statusText || 'Request failed', res.status),
            url,
            method,
            res.headers,
            browserOffline(),
            fromServer,
          ),
        );
      }
    },
  };
}
