import { CONTENT_GRANT_HEADER } from '@news/contracts/paywallApi';
import { UpstreamError } from '../upstream/UpstreamError';

/** One answer of the content API: its status, and its JSON body read (or discarded) on demand. */
export type ContentAnswer = { status: number; json(): Promise<unknown>; discard(): Promise<void> };

/**
 * How the gateway reaches the content API for a page's data: over HTTP (`CONTENT_URL`, through the gateway's own
 * public paths) or in-process when the content service is mounted in this process. `path` is the public path
 * (`/content/v5/…`); the signal ends the call when UPSTREAM_TIMEOUT_MS is up.
 */
export type ContentSource = (
  path: string,
  mandatorId: string,
  signal: AbortSignal,
  headers?: Readonly<Record<string, string>>,
) => Promise<ContentAnswer>;

/**
 * How server-side code of a remote reads the content API, for the request's brand, giving up after `timeoutMs`
 * (request and body). A 404 is null (the remote shows its not-found page), any other failure is an UpstreamError
 * (the document answers 503). The remote validates the data with the contracts' schemas. `grant`: the paywall's
 * proof for one article, shown to the content service only when that article's data is read.
 */
export function contentFetchJson(
  source: ContentSource,
  mandatorId: string,
  timeoutMs: number,
  grant?: { articleId: number; token: string },
) {
  const grantedPath = grant && `/content/v5/articles/${grant.articleId}`;
  return async (path: string): Promise<unknown | null> => {
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () =>
        reject(new UpstreamError(`upstream ${path} slower than ${timeoutMs} ms`)),
      );
    });
    // the losing side of the race must not end as an unhandled rejection
    timedOut.catch(() => undefined);
    const headers = grant && path === grantedPath ? { [CONTENT_GRANT_HEADER]: grant.token } : undefined;
    return Promise.race([read(source, path, mandatorId, signal, headers), timedOut]);
  };
}

async function read(
  source: ContentSource,
  path: string,
  mandatorId: string,
  signal: AbortSignal,
  headers: Readonly<Record<string, string>> | undefined,
): Promise<unknown | null> {
  const answer = await source(path, mandatorId, signal, headers).catch((err: unknown) => {
    throw err instanceof UpstreamError
      ? err
      : new UpstreamError(`upstream ${path} unreachable`, { cause: err });
  });
  if (answer.status === 404) {
    await answer.discard();
    return null;
  }
  if (answer.status < 200 || answer.status >= 300) {
    await answer.discard();
    throw new UpstreamError(`upstream ${path} answered ${answer.status}`);
  }
  return answer.json().catch((err: unknown) => {
    throw new UpstreamError(`upstream ${path} answered no JSON in time`, { cause: err });
  });
}
