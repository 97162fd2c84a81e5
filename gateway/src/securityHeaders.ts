import type { RequestHandler } from 'express';
import { ecommerceWidgetRules, mandators } from '@news/config/mandators';
import { embedOrigins } from '@news/contracts/embedVendors';
import { consentPendingScriptSource } from './consentPendingScript';
import { readerPreferencesScriptSource } from './readerPreferencesScript';
import { entryLoaderScriptSource } from './entryLoaderScript';

/** A year of https only (HSTS), sent only on answers that came over https (directly or via a trusted proxy). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The origins of the brands' third-party vendor scripts (absolute URLs; the demo's are this origin's). */
const vendorScriptOrigins = [
  ...new Set(
    Object.values(mandators)
      .flatMap((m) => Object.values(m.vendorScripts))
      .filter((url) => /^https:\/\//.test(url))
      .map((url) => new URL(url).origin),
  ),
];

/** The origins of the brands' e-commerce widgets (settings ecommercewidget_allowedorigin, when switched on). */
const ecommerceWidgetOrigins = [
  ...new Set(Object.values(mandators).flatMap((m) => ecommerceWidgetRules(m)?.allowedOrigin ?? [])),
];

/** Baseline security headers for every answer. Documents get their CSP from contentSecurityPolicy(). */
export const securityHeaders: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  next();
};

/** The document's inline scripts, each allowed by its hash: the only scripts a document starts itself. */
export const documentScriptSources = [
  readerPreferencesScriptSource,
  consentPendingScriptSource,
  entryLoaderScriptSource,
];

/**
 * Scripts: the document's inline scripts by their hashes (no nonces: public documents are cached and shared), and
 * with 'strict-dynamic' whatever those insert in turn: the entry scripts (entryLoaderScript), their chunks, the
 * federation remotes and the vendor scripts the consent layer loads. 'self', the registry's remote origins and
 * the brands' vendor origins only count for browsers without 'strict-dynamic' (CSP 2), which ignore it instead.
 * Styles: files from this origin and the remotes' origins, and the document's inline `<style>` elements by their
 * hashes (`styleSources`: of createDocumentStyleTexts, or of an island document's own, allowDocumentStyles); no
 * 'unsafe-inline', so no style attribute in the markup.
 * The service worker from this origin only (worker-src: its fallback would be script-src). Fonts, like everything
 * without a directive of its own, from this origin only (default-src). Frames only from this origin, the embed vendors' player origins and
 * the brands' e-commerce widget origins. Framing only by this origin; the sign-in dialog (route middleware
 * iframe-embedding) also by the configured FRAME_ANCESTORS.
 */
export function contentSecurityPolicy(
  remoteOrigins: string[],
  frameAncestors: string[] = [],
  styleSources: string[] = [],
): string {
  const scripts = [
    "'strict-dynamic'",
    ...documentScriptSources,
    "'self'",
    ...remoteOrigins,
    ...vendorScriptOrigins,
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    ["style-src 'self'", ...new Set(styleSources), ...remoteOrigins].join(' '),
    "img-src 'self' data:",
    `connect-src 'self' ${remoteOrigins.join(' ')}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ["frame-src 'self'", ...embedOrigins, ...ecommerceWidgetOrigins].join(' '),
    ["frame-ancestors 'self'", ...frameAncestors].join(' '),
  ].join('; ');
}
