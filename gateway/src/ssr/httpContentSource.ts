import type { ContentSource } from './contentFetchJson';

/** The content API over HTTP, through the gateway's public paths (which proxy to CONTENT_URL). */
export function httpContentSource(selfUrl: string): ContentSource {
  return async (path, mandatorId, signal) => {
    const res = await fetch(new URL(path, selfUrl), {
      headers: { accept: 'application/json', 'x-mandator': mandatorId },
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
