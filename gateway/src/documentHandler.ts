import type { Request, RequestHandler, Response } from 'express';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { STATUS_CODES } from 'node:http';
import { Writable } from 'node:stream';
import { openDocumentBody, type DocumentBody } from './openDocumentBody';
import { resolveRoute } from '@news/config/routeTable';
import { redirectTarget } from '@news/config/redirectTarget';
import { ivwSetup, type Mandator } from '@news/config/mandators';
import type { SiteMetadata } from '@news/contracts/site';
import type { Logger } from 'pino';
import { pageHeadSchema } from '@news/contracts/pageHead';
import type { DocumentSink, PageCache } from './cache/createPageCache';
import { createDocumentEncoder } from './cache/encodeDocument';
import { documentCachePolicy } from './cache/documentCachePolicy';
import { documentHead, documentHtml, documentTail, type DocumentParts } from './renderDocument';
import { allowDocumentStyles } from './documentPolicy';
import type { RegistrySnapshot, RemoteRegistry } from './remoteRegistry';
import type {
  ConsentServerLoader,
  ConsentServerModule,
  PaywallServerLoader,
  ServerRemoteLoader,
} from './ssr/createServerRemoteLoader';
import type { RemoteAssets } from './ssr/remoteAssets';
import { embedsPageData, firstViewOf } from './firstViewOf';
import { pageDigest } from '@news/contracts/pageDigest';
import type { LocalBuild } from './readLocalBuild';
import { isBotUserAgent } from './isBotUserAgent';
import { contentFetchJson, type ContentSource } from './ssr/contentFetchJson';
import { UpstreamError } from './upstream/UpstreamError';
import { UPSTREAM_RETRY_AFTER_SECONDS } from './upstream/sendUpstreamUnavailable';
import { unavailablePage } from './unavailablePage';
import { ID_COOKIE, readCookie, REFRESH_COOKIE } from './auth/authCookies';
import type { Entitlement } from './entitlement/createEntitlement';
import { gaaOf } from './entitlement/gaaOf';

type Deps = {
  selfUrl: string;
  /** Where the registry's `ssrEntry` paths resolve: this process's loopback listener for the server builds. */
  serverBuildsUrl: string;
  /** UPSTREAM_TIMEOUT_MS: how long the content API may take for a page's data. */
  upstreamTimeoutMs: number;
  /** Where a page's data comes from: the content service in-process, or over HTTP with CONTENT_URL. */
  contentSource: ContentSource;
  registry: RemoteRegistry;
  loadServerRemote: ServerRemoteLoader;
  /** mf-consent's server build: its first layer goes into every server-rendered document of a brand with consent. */
  loadConsentServer: ConsentServerLoader;
  /** mf-paywall's server build: the paywall box of a paywalled article's anonymous document (ADR 0013). */
  loadPaywallServer: PaywallServerLoader;
  remoteAssets: (manifestUrl: string, publicBase: string) => Promise<RemoteAssets>;
  localBuild: () => Promise<LocalBuild>;
  siteMetadata: (mandator: Mandator) => Promise<SiteMetadata | null>;
  pageCache: PageCache;
  logger: Logger;
  /** FRAME_ANCESTORS: told to the documents of routes with the iframe-embedding middleware. */
  frameAncestors: string[];
  /** Asks the paywall service whether the reader may read an article (ARCHITECTURE §5). */
  entitlement: Entitlement;
};

type Rendered = { parts: DocumentParts; status: number; element: ReactElement; started: number };

const noAssets: RemoteAssets = { css: [], preload: [] };

/**
 * Every path that is not an API, asset or service path is a document. Server-rendered routes (route meta ssr)
 * put mf-articles' HTML into its slot: rendered per request, or, for routes with staleWhileRevalidate, rendered
 * once into the page cache. The other routes get the frame and their remote renders in the browser. If the page's data
 * cannot be fetched in time (UpstreamError) and no cached copy exists, the answer is 503 with a German error page
 * and Retry-After (a cached copy is served stale instead). If the server render fails for another reason (a dead
 * remote) the page is still a 200 frame (never cached) and the browser renders the remote or its fallback.
 */
export function documentHandler(deps: Deps): RequestHandler {
  const encode = createDocumentEncoder();
  return async (req: Request, res: Response) => {
    const mandator = res.locals.mandator as Mandator;
    const origin = res.locals.origin as string;
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const redirect = redirectTarget(req.path, search);
    if (redirect) {
      res.redirect(301, redirect);
      return;
    }
    const resolved = resolveRoute(req.path, search);
    const route = resolved.kind === 'ok' ? resolved.route : null;
    const build = await deps.localBuild().catch((err: unknown) => {
      deps.logger.error({ err }, 'the shell build is missing: run npm run build');
      return null;
    });
    if (!build) {
      res.status(503).setHeader('retry-after', '30').type('html');
      res.send(
        '<!doctype html><html lang="de"><title>Wartung</title><h1>Die Website wird gerade aktualisiert</h1>' +
          '<p>Bitte versuchen Sie es in wenigen Minuten erneut.</p></html>',
      );
      return;
    }
    const snapshot = await deps.registry.current();
    const frame: Omit<Base, 'site'> = {
      mandator,
      canonicalUrl: `${origin}${req.path}`,
      origin,
      layout: route?.layout ?? 'default',
      showProgressBar: route?.showProgressBar ?? false,
      showUtilityBar: route?.showUtilityBar ?? true,
      shellAssets: build.shell,
    };
    // the brand's menus and footer only when a document is rendered, never for one served from the page cache
    const withSite = async (): Promise<Base> => ({ ...frame, site: await deps.siteMetadata(mandator) });
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('x-remote-registry', snapshot.hash);

    const ssr = (resolved.kind !== 'ok' || route?.ssr === true) && snapshot.registry['mf-articles']?.ssrEntry;
    if (ssr) {
      const grant = resolved.kind === 'ok' ? await grantFor(deps, req, res, resolved) : undefined;
      if (grant) {
        // the entitled reader's own article: never stored by any cache, never shared
        res.setHeader('cache-control', 'private, no-store');
        res.vary('cookie');
      }
      const policy =
        route && !grant
          ? documentCachePolicy({
              route,
              mandator,
              buildId: build.id,
              registryHash: snapshot.hash,
              url: req.originalUrl,
            })
          : undefined;
      const render = async () =>
        renderServerSide(
          deps,
          policy?.url ?? req.originalUrl,
          mandator,
          await withSite(),
          snapshot,
          build.id,
          grant,
        );
      // Spec §2: bots get no error page, only the status. Error documents vary by user agent for caches.
      const bot = isBotUserAgent(req.get('user-agent'));
      try {
        if (policy) {
          const { key, maxAgeSeconds, cacheControl } = policy;
          let botError = false;
          // the rendering request's reader gets the document as it is rendered, compressed like a stored copy
          let body: DocumentBody | undefined;
          const sink: DocumentSink = {
            begin(status, styleSources) {
              botError = bot && status >= 400;
              if (botError) return;
              res.status(status);
              allowDocumentStyles(res, styleSources);
              if (status >= 400) res.vary('user-agent');
              res.setHeader('x-cache', 'MISS');
              res.setHeader('cache-control', cacheControl);
              body = openDocumentBody(req, res);
            },
            write: (chunk) => body?.write(chunk),
          };
          const { document, outcome, streamed } = await deps.pageCache
            .get(
              key,
              maxAgeSeconds,
              async (leaderSink) => {
                const rendered = await render();
                const { html, styleSources } = documentHtml(
                  rendered.parts,
                  await renderBody(rendered.element),
                );
                leaderSink?.begin(rendered.status, styleSources);
                leaderSink?.write(Buffer.from(html));
                return {
                  status: rendered.status,
                  body: html,
                  storedAt: Date.now(),
                  serverTiming: timing(rendered.started),
                  ...(styleSources ? { styleSources } : {}),
                };
              },
              sink,
            )
            .catch((error: unknown) => {
              body?.end(); // what was rendered, as a complete stream
              throw error;
            });
          if (bot && document.status >= 400) {
            sendBareStatus(res, document.status);
            return;
          }
          if (streamed) {
            if (body) body.end();
            else res.end();
            return;
          }
          res.status(document.status);
          if (document.status >= 400) res.vary('user-agent');
          res.setHeader('x-cache', outcome);
          res.setHeader('age', String(Math.max(0, Math.floor((Date.now() - document.storedAt) / 1000))));
          if (document.serverTiming) res.setHeader('server-timing', document.serverTiming);
          res.setHeader('cache-control', cacheControl);
          allowDocumentStyles(res, document.styleSources);
          if (document.status !== 200) {
            res.send(document.body);
            return;
          }
          // encoded once per stored copy: no per-request compression, conversion or ETag hashing
          const encoded = await encode(key, document);
          const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e);
          res.vary('accept-encoding');
          res.setHeader('etag', encoded.etag);
          if (encoding) res.setHeader('content-encoding', encoding);
          res.send(encoding ? encoded[encoding] : encoded.identity);
          return;
        }
        const rendered = await render();
        if (bot && rendered.status >= 400) {
          sendBareStatus(res, rendered.status);
          return;
        }
        if (rendered.status >= 400) res.vary('user-agent');
        await streamDocument(req, res, rendered);
        return;
      } catch (error) {
        if (res.headersSent) {
          deps.logger.error({ err: error, url: req.originalUrl }, 'server render failed while streaming');
          // a compressed stream is ended by its compressor (streamDocument), with what was rendered
          if (!res.getHeader('content-encoding')) res.end();
          return;
        }
        if (error instanceof UpstreamError) {
          deps.logger.warn({ err: error, url: req.originalUrl }, 'page data unavailable, answering 503');
          sendUnavailable(res, mandator, bot);
          return;
        }
        deps.logger.error({ err: error, url: req.originalUrl }, 'server render failed, serving the frame');
      }
    }
    const embeddable = route?.middleware.includes('iframe-embedding') === true;
    const state = {
      ...documentState(mandator, snapshot, build.id),
      ...(embeddable ? { frameAncestors: deps.frameAncestors } : {}),
    };
    const parts: DocumentParts = {
      ...(await withSite()),
      title: mandator.name,
      description: `Nachrichten aus der Region – ${mandator.name}`,
      remoteAssets: noAssets,
      state,
    };
    res.status(200).send(documentHead(parts) + documentTail(parts));
  };
}

/** A page whose data the content service did not deliver in time: 503, try again later, never stored. */
function sendUnavailable(res: Response, mandator: Mandator, bot: boolean): void {
  res.setHeader('retry-after', String(UPSTREAM_RETRY_AFTER_SECONDS));
  if (bot) {
    sendBareStatus(res, 503);
    return;
  }
  res.vary('user-agent');
  res.setHeader('cache-control', 'no-store');
  res.status(503).type('html').send(unavailablePage(mandator));
}

/** The answer to a bot for an error: status and its reason phrase as plain text, never stored by caches. */
function sendBareStatus(res: Response, status: number): void {
  res.vary('user-agent');
  res.setHeader('cache-control', 'no-store');
  res
    .status(status)
    .type('text/plain; charset=utf-8')
    .send(`${status} ${STATUS_CODES[status] ?? 'Error'}`);
}

type Base = Omit<
  DocumentParts,
  'title' | 'description' | 'state' | 'remoteAssets' | 'ssrRemote' | 'firstView'
>;

const documentState = (mandator: Mandator, snapshot: RegistrySnapshot, buildId: string) => ({
  mandator: mandator.id,
  brandName: mandator.name,
  registry: snapshot.registry,
  consentManagement: mandator.features.consentManagement,
  consentPage: mandator.consentPageUrl,
  buildId,
  vendorScripts: mandator.vendorScripts,
  ivw: ivwSetup(mandator),
});

const timing = (started: number) => `render;dur=${(performance.now() - started).toFixed(1)}`;

/**
 * The paywall's proof that this reader may read this article, for an article page whose reader could be entitled:
 * one with a session (cookies) or Google's subscription-linking parameters. Everyone else gets the anonymous
 * document without asking (the paywall box in the browser asks for them). Locked or unavailable: no grant.
 */
async function grantFor(
  deps: Deps,
  req: Request,
  res: Response,
  resolved: Extract<ReturnType<typeof resolveRoute>, { kind: 'ok' }>,
): Promise<{ articleId: number; token: string } | undefined> {
  if (resolved.route.name !== 'article') return undefined;
  const articleId = Number(resolved.params.id);
  const mayBeEntitled =
    readCookie(req, ID_COOKIE) !== undefined ||
    readCookie(req, REFRESH_COOKIE) !== undefined ||
    gaaOf(req) !== undefined;
  if (!Number.isSafeInteger(articleId) || !mayBeEntitled) return undefined;
  const decided = await deps.entitlement.decide(req, res, { articleId, consume: true, path: req.path });
  const token = decided.kind === 'decided' && decided.decision.open ? decided.decision.grant : undefined;
  return token ? { articleId, token } : undefined;
}

async function renderServerSide(
  deps: Deps,
  url: string,
  mandator: Mandator,
  base: Base,
  snapshot: RegistrySnapshot,
  buildId: string,
  grant?: { articleId: number; token: string },
): Promise<Rendered> {
  const started = performance.now();
  const articles = snapshot.registry['mf-articles'];
  if (!articles?.ssrEntry) throw new Error('mf-articles has no server build in the registry');
  const server = await deps.loadServerRemote(new URL(articles.ssrEntry, deps.serverBuildsUrl).href);
  // The document without a grant is the anonymous one, shared by every reader without access.
  const paywall = grant ? undefined : snapshot.registry['mf-paywall'];
  let paywallRendered = false;
  const rendered = await server.renderPage({
    url,
    brandName: mandator.name,
    mandator: mandator.id,
    fetchJson: contentFetchJson(deps.contentSource, mandator.id, deps.upstreamTimeoutMs, grant),
    ...(paywall?.ssrEntry
      ? {
          paywallBox: async (article: { id: number }) => {
            const html = await renderAnonymousPaywall(deps, paywall.ssrEntry!, mandator, {
              id: article.id,
              path: new URL(url, 'http://localhost').pathname,
            });
            paywallRendered ||= html !== undefined;
            return html;
          },
        }
      : {}),
  });
  const assetsOf = (entry: string) =>
    deps.remoteAssets(new URL(entry, deps.selfUrl).href, entry).catch(() => noAssets);
  // The consent layer starts on every page of a mandator with consent management: its files are loaded up front too.
  const consent = mandator.features.consentManagement ? snapshot.registry['mf-consent'] : undefined;
  const [page, layer, consentLayerHtml, paywallAssets] = await Promise.all([
    assetsOf(articles.entry),
    consent ? assetsOf(consent.entry) : noAssets,
    consent?.ssrEntry ? renderConsentLayer(deps, consent.ssrEntry) : undefined,
    // the server's paywall box is styled from the first paint; its scripts load with the parcel
    paywall && paywallRendered ? assetsOf(paywall.entry) : noAssets,
  ]);
  const firstView = firstViewOf(rendered.page, { paywallRendered });
  const assets = {
    css: [...page.css, ...layer.css, ...paywallAssets.css],
    preload: [...page.preload, ...layer.preload],
  };
  return {
    status: rendered.status,
    element: rendered.element,
    started,
    parts: {
      ...base,
      title: rendered.title,
      description: rendered.description,
      head: pageHeadSchema.safeParse(rendered.head).data,
      remoteAssets: assets,
      ssrRemote: 'mf-articles',
      firstView,
      consentLayerHtml,
      state: {
        ...documentState(mandator, snapshot, buildId),
        ssr: {
          remote: 'mf-articles',
          ...(embedsPageData(firstView)
            ? { page: rendered.page }
            : { pageDigest: pageDigest(rendered.page) }),
        },
      },
    },
  };
}

/** The layer depends on no data: rendered once per loaded build. */
const consentMarkup = new WeakMap<ConsentServerModule, string>();

/**
 * The consent layer's markup from mf-consent's server build. Without it (the build cannot be loaded) the document
 * still works: the remote renders the layer in the browser, as on pages without a server render.
 */
async function renderConsentLayer(deps: Deps, ssrEntry: string): Promise<string | undefined> {
  try {
    const server = await deps.loadConsentServer(new URL(ssrEntry, deps.serverBuildsUrl).href);
    let html = consentMarkup.get(server);
    if (html === undefined) {
      html = renderToString(server.consentLayer());
      consentMarkup.set(server, html);
    }
    return html;
  } catch (err) {
    deps.logger.warn({ err }, 'consent layer not rendered on the server');
    return undefined;
  }
}

/**
 * The paywall box of a paywalled article for anonymous readers: the paywall service's anonymous answers rendered
 * with mf-paywall's server build (ADR 0013). Undefined when the article is not locked for them or either cannot be
 * had: the box is then left empty for the parcel, as on every page before.
 */
async function renderAnonymousPaywall(
  deps: Deps,
  ssrEntry: string,
  mandator: Mandator,
  article: { id: number; path: string },
): Promise<string | undefined> {
  const answers = await deps.entitlement.anonymousAnswers(mandator, article);
  if (!answers) return undefined;
  try {
    const server = await deps.loadPaywallServer(new URL(ssrEntry, deps.serverBuildsUrl).href);
    const element = server.anonymousPaywall({ answers, mandator: mandator.id, brandName: mandator.name });
    return renderToString(element, { identifierPrefix: server.identifierPrefix });
  } catch (err) {
    deps.logger.warn({ err, articleId: article.id }, 'paywall box not rendered on the server');
    return undefined;
  }
}

/**
 * React's HTML of the page, whole: its data is fetched before it renders (nothing suspends), and an island first
 * view's head inlines the style rules this markup uses, so the head is written after it (documentHtml).
 */
function renderBody(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

/** The document of a route without a page cache (an article), compressed when the browser accepts it. */
async function streamDocument(
  req: Request,
  res: Response,
  { parts, status, element, started }: Rendered,
): Promise<void> {
  const { html, styleSources } = documentHtml(parts, await renderBody(element));
  res.status(status);
  res.setHeader('server-timing', timing(started));
  allowDocumentStyles(res, styleSources);
  openDocumentBody(req, res).end(html);
}
