import type { RequestHandler } from 'express';
import { ecommerceWidgetRules, mandators } from '@news/config/mandators';
import { embedOrigins } from '@news/contracts/embedVendors';
import { consentPendingScriptSource } from './consentPendingScript';
import { readerPreferencesScriptSource } from './readerPreferencesScript';

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

/**
 * Scripts only from this origin, the origins the remote registry points at, the brands' vendor scripts (loaded
 * only after consent) and the inline scripts of the consent layer and the reader's preferences (by their hashes).
 * Frames only from this origin, the embed vendors' player origins and the brands' e-commerce widget origins. Framing only by this origin; the sign-in
 * dialog (route middleware iframe-embedding) also by the configured FRAME_ANCESTORS.
 */
export function contentSecurityPolicy(remoteOrigins: string[], frameAncestors: string[] = []): string {
  const scripts = [
    "'self'",
    consentPendingScriptSource,
    readerPreferencesScriptSource,
    ...remoteOrigins,
    ...vendorScriptOrigins,
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`.trim(),
    "img-src 'self' data:",
    `connect-src 'self' ${remoteOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ["frame-src 'self'", ...embedOrigins, ...ecommerceWidgetOrigins].join(' '),
    ["frame-ancestors 'self'", ...frameAncestors].join(' '),
  ].join('; ');
}
