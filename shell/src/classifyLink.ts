import { resolveRoute } from '@news/config/routeTable';

/** Legal pages always load as full pages (spec §2), like external sites. */
const legalPaths = new Set(['/agb', '/datenschutz', '/impressum', '/order/checkout']);
const dangerousProtocols = new Set(['javascript:', 'data:', 'vbscript:']);

/**
 * What the shell does with a link (spec §2 "Link handling"):
 * - `route`: navigate in the app (same origin, a known route, no query or hash);
 * - `browser`: leave it to the browser (query or hash, legal pages, modified clicks, downloads, other origins
 *   a link names explicitly);
 * - `new-window`: target blank: a new window on the web, the system browser in the native app;
 * - `block`: a same-origin link that matches no route is not followed;
 * - `reject-consent`: a link to the brand's consent page rejects all consents and reloads the page (where consent
 *   management runs; otherwise the page opens like any page of another site);
 * - `refuse`: `javascript:`, `data:`, `vbscript:` and other origins without the explicit external flag.
 */
export type LinkAction =
  | { action: 'route'; path: string }
  | { action: 'browser' }
  | { action: 'new-window'; href: string }
  | { action: 'block' }
  | { action: 'reject-consent' }
  | { action: 'refuse'; reason: 'dangerous-protocol' | 'external-without-flag' };

export type LinkInput = {
  href: string;
  target?: string;
  download?: boolean;
  /** The explicit flag for another origin: a link on the page counts as explicit; programmatic navigation must say so. */
  external?: boolean;
};
export type ClickModifiers = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};
export type LinkContext = {
  origin: string;
  /** Article ids whose pages are legal texts (configuration): they load as full pages. */
  legalArticleIds?: ReadonlySet<string>;
  /** The brand's consent page (configuration): absolute or a path of this site. */
  consentPage?: string;
  /** The brand runs consent management: only then does a link to its consent page reject all. */
  consentManagement?: boolean;
};

const plainClick: ClickModifiers = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

export function classifyLink(
  link: LinkInput,
  ctx: LinkContext,
  click: ClickModifiers = plainClick,
): LinkAction {
  let url: URL;
  try {
    url = new URL(link.href, ctx.origin);
  } catch {
    return { action: 'block' };
  }
  if (dangerousProtocols.has(url.protocol)) return { action: 'refuse', reason: 'dangerous-protocol' };
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return { action: 'browser' };
  if (link.download) return { action: 'browser' };
  // the same page: its address without a query or a hash
  if (ctx.consentPage && url.href.split(/[?#]/)[0] === new URL(ctx.consentPage, ctx.origin).href)
    return ctx.consentManagement ? { action: 'reject-consent' } : { action: 'browser' };
  if (url.origin !== ctx.origin) {
    if (!link.external) return { action: 'refuse', reason: 'external-without-flag' };
    return link.target === '_blank' ? { action: 'new-window', href: url.href } : { action: 'browser' };
  }
  if (link.target === '_blank') return { action: 'new-window', href: url.href };
  if (link.target && link.target !== '_self') return { action: 'browser' };
  if (url.search !== '' || url.hash !== '') return { action: 'browser' };
  if (legalPaths.has(url.pathname)) return { action: 'browser' };
  const resolved = resolveRoute(url.pathname);
  if (resolved.kind !== 'ok') return { action: 'block' };
  const articleId = resolved.params.id;
  if (articleId !== undefined && ctx.legalArticleIds?.has(String(articleId))) return { action: 'browser' };
  return { action: 'route', path: url.pathname };
}
