import { fetchUpstream } from '../upstream/fetchUpstream';
import { UpstreamError } from '../upstream/UpstreamError';

/**
 * How server-side code of a remote reads the content API: through the gateway's own public paths, for the
 * request's brand, giving up after `timeoutMs`. A 404 is null (the remote shows its not-found page), any other
 * failure is an UpstreamError (the document answers 503).
 */
export function contentFetchJson(selfUrl: string, mandatorId: string, timeoutMs: number) {
  return async (path: string): Promise<unknown | null> => {
    const url = new URL(path, selfUrl);
    const upstream = await fetchUpstream(
      url,
      { headers: { accept: 'application/json', 'x-mandator': mandatorId } },
      timeoutMs,
    );
    if (upstream.status === 404) {
      await upstream.body?.cancel();
      return null;
    }
    if (!upstream.ok) {
      await upstream.body?.cancel();
      throw new UpstreamError(`upstream ${url.pathname} answered ${upstream.status}`);
    }
    return upstream.json().catch((err: unknown) => {
      throw new UpstreamError(`upstream ${url.pathname} answered no JSON in time`, { cause: err });
    });
  };
}
