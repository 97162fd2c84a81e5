import type { SelfRequest } from '../upstream/selfRequest';
import type { ContentSource } from './contentFetchJson';

/** The content API over HTTP, through the gateway's public paths (which proxy to CONTENT_URL). */
export function httpContentSource(self: SelfRequest): ContentSource {
  return async (path, mandatorId, signal, headers) => {
    const res = await fetch(new URL(path, self.baseUrl), {
      headers: { ...headers, ...self.headers(mandatorId) },
      signal,
    });
    return {
      status: res.status,
      json: () => res.json(),
      discard: async () => {
        await res.body?.cancel();
      },
    };
  };
}
