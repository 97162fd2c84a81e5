import type { Request, Response } from 'express';
import { apiError } from '@news/contracts/apiError';
import type { Logger } from 'pino';
import type { Mandator } from '@news/config/mandators';
import { NOT_FOUND_TEXT, resolveRoute } from '@news/config/routeTable';
import { staleWhileRevalidateFor } from '@news/config/staleWhileRevalidateFor';
import { pagePathOfPayload } from '@news/contracts/payloadUrl';
import type { RemoteRegistry } from './remoteRegistry';
import { contentFetchJson, type ContentSource } from './ssr/contentFetchJson';
import type { ServerRemoteLoader } from './ssr/createServerRemoteLoader';
import { sendUpstreamUnavailable } from './upstream/sendUpstreamUnavailable';

/**
 * `{path}/_payload.json`: the page data of a server-rendered route, loaded by mf-articles' server build exactly
 * as for the document. Client-side navigation and the shell's prefetch read it; anonymous and public, so it is
 * cacheable like the document (short max-age, stale-while-revalidate of the route).
 */
export function payloadHandler(deps: {
  /** Where the registry's `ssrEntry` paths resolve: this process's loopback listener for the server builds. */
  serverBuildsUrl: string;
  /** UPSTREAM_TIMEOUT_MS: how long the content API may take for the page's data. */
  upstreamTimeoutMs: number;
  /** Where the page's data comes from: the content service in-process, or over HTTP with CONTENT_URL. */
  contentSource: ContentSource;
  registry: RemoteRegistry;
  loadServerRemote: ServerRemoteLoader;
  logger: Logger;
}) {
  return async (req: Request, res: Response): Promise<void> => {
    const pagePath = pagePathOfPayload(req.path) ?? '/';
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const resolved = resolveRoute(pagePath, search);
    if (resolved.kind === 'ok' && !resolved.route.ssr) {
      res.status(404).json(apiError(404, 'page_not_found', `${NOT_FOUND_TEXT}: ${pagePath}`));
      return;
    }
    const mandator = res.locals.mandator as Mandator;
    const { registry, hash } = await deps.registry.current();
    const ssrEntry = registry['mf-articles']?.ssrEntry;
    try {
      if (!ssrEntry) throw new Error('mf-articles has no server build in the registry');
      const server = await deps.loadServerRemote(new URL(ssrEntry, deps.serverBuildsUrl).href);
      const { page, status } = await server.loadPayload({
        url: pagePath + search,
        mandator: mandator.id,
        fetchJson: contentFetchJson(deps.contentSource, mandator.id, deps.upstreamTimeoutMs),
      });
      const swr = resolved.kind === 'ok' ? (staleWhileRevalidateFor(resolved.route, mandator) ?? 0) : 0;
      res.setHeader('x-remote-registry', hash);
      res.setHeader('cache-control', `public, max-age=30${swr ? `, stale-while-revalidate=${swr}` : ''}`);
      res.status(status).json(page);
    } catch (err) {
      deps.logger.error({ err, path: req.path }, 'payload failed');
      sendUpstreamUnavailable(res);
    }
  };
}
