import type { z } from 'zod/mini';
import { fetchUpstream } from '../upstream/fetchUpstream';
import type { SelfRequest } from '../upstream/selfRequest';
import { UpstreamError } from '../upstream/UpstreamError';

/** The content API answered 404 (or 400 for a path or page it rejects). */
export class ContentNotFoundError extends Error {
  override name = 'ContentNotFoundError';
}

export type ContentFetcher = <S extends z.ZodMiniType>(apiPath: string, schema: S) => Promise<z.infer<S>>;

/**
 * GETs `/content/v5/{apiPath}` on the gateway itself for one brand and validates the answer with its schema.
 * 404 and 400 become ContentNotFoundError, every other failure (also no answer within `timeoutMs`) UpstreamError.
 */
export function createContentFetcher(
  self: SelfRequest,
  mandatorId: string,
  timeoutMs: number,
): ContentFetcher {
  return async (apiPath, schema) => {
    const url = new URL(`/content/v5/${apiPath.replace(/^\/+/, '')}`, self.baseUrl);
    const res = await fetchUpstream(url, { headers: self.headers(mandatorId) }, timeoutMs);
    if (res.status === 404 || res.status === 400) {
      await res.body?.cancel();
      throw new ContentNotFoundError(`content ${url.pathname} answered ${res.status}`);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new UpstreamError(`content ${url.pathname} answered ${res.status}`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw new UpstreamError(`content ${url.pathname} answered no JSON`, { cause: err });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new UpstreamError(`content ${url.pathname} answered an unexpected shape`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  };
}
