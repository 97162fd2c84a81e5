/**
 * How server-side code of a remote reads the content API: through the gateway's own public paths, for the
 * request's brand. A 404 is null (the remote shows its not-found page), any other failure throws.
 */
export function contentFetchJson(selfUrl: string, mandatorId: string) {
  return async (path: string): Promise<unknown | null> => {
    const upstream = await fetch(new URL(path, selfUrl), {
      headers: { accept: 'application/json', 'x-mandator': mandatorId },
    });
    if (upstream.status === 404) return null;
    if (!upstream.ok) throw new Error(`upstream ${path} answered ${upstream.status}`);
    return upstream.json();
  };
}
