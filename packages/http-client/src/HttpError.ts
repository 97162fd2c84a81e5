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
