import { countUpstreamFailure } from '../metrics/countUpstreamFailure';
import { UpstreamError } from './UpstreamError';

/**
 * fetch() for a call to an upstream that gives up after `timeoutMs` (UPSTREAM_TIMEOUT_MS). The timeout covers the
 * body too, as long as the caller reads it from the answer. A refused connection or the timeout become UpstreamError.
 */
export async function fetchUpstream(url: URL, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    countUpstreamFailure(url, err);
    throw new UpstreamError(`${url.pathname} unreachable or slower than ${timeoutMs} ms`, { cause: err });
  }
}
