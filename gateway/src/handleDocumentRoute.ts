import { resolveRoute } from '@news/config/routeTable';
import { pagePathOfPayload } from '@news/contracts/payloadUrl';
import type { Mandator } from '@news/config/mandators';
import type { Registry } from '@news/contracts/registry';
import type { Request, RequestHandler, Response } from 'express';
import type { DocumentStyleTexts } from './createDocumentStyleTexts';
import type { RemoteRegistry } from './remoteRegistry';
import { contentSecurityPolicy } from './securityHeaders';
import { cspHashSource } from './cspHashSource';
import type { DocumentPolicy } from './documentPolicy';

/**
 * GET /{*path}: a page's `_payload.json` (payload) or its document (render), the document with the Content
 * Security Policy of the registry version it is pinned to (remote origins), of its framing (the dialog routes
 * with iframe-embedding also for `frameAncestors`) and of the inline styles its brand's documents carry with this
 * build (`styleTexts`): one policy per registry version, framing, brand and build, built once (not kept while a
 * stylesheet could not be read, so it is built again with it). A document that inlines only the style rules it
 * uses gets the same policy with its own style hashes (`res.locals.documentPolicy`, allowDocumentStyles).
 */
export function handleDocumentRoute(deps: {
  payload: (req: Request, res: Response) => Promise<void>;
  render: RequestHandler;
  registry: RemoteRegistry;
  frameAncestors: string[];
  styleTexts: (mandator: Mandator, registry: Registry) => Promise<DocumentStyleTexts>;
}): RequestHandler {
  const policies = new Map<string, string>();
  return async (req, res, next) => {
    if (pagePathOfPayload(req.path) !== null) {
      await deps.payload(req, res);
      return;
    }
    const { registry: current, hash } = await deps.registry.current();
    const embeddable = resolveRoute(req.path);
    const framed = embeddable.kind === 'ok' && embeddable.route.middleware.includes('iframe-embedding');
    const mandator = res.locals.mandator as Mandator;
    const styles = await deps.styleTexts(mandator, current);
    const cspKey = `${hash}:${framed}:${mandator.id}:${styles.buildId}`;
    const origins = [
      ...new Set(
        Object.values(current)
          .map((r) => r.entry)
          .filter((e) => /^https?:\/\//.test(e))
          .map((e) => new URL(e).origin),
      ),
    ];
    const ancestors = framed ? deps.frameAncestors : [];
    let csp = policies.get(cspKey);
    if (csp === undefined) {
      csp = contentSecurityPolicy(origins, ancestors, styles.texts.map(cspHashSource));
      if (policies.size > 100) policies.clear();
      if (styles.complete) policies.set(cspKey, csp);
    }
    res.setHeader('content-security-policy', csp);
    const documentPolicy: DocumentPolicy = (styleSources) =>
      contentSecurityPolicy(origins, ancestors, styleSources);
    res.locals.documentPolicy = documentPolicy;
    res.setHeader('cache-control', 'no-cache');
    await deps.render(req, res, next);
  };
}
