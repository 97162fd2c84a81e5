import type { RequestHandler } from 'express';
import type { Mandator } from '@news/config/mandators';
import { escapeHtml } from '@news/contracts/escapeHtml';

/** A brand-coloured square with the brand's initials: the favicon and the source of the app icons. */
export function brandIconSvg(mandator: Mandator): string {
  const colour = escapeHtml(mandator.colors.primary);
  const initials = escapeHtml(mandator.shortName.slice(0, 2));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${colour}"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`
  );
}

/** The brand's favicon (the brand comes from the host map, res.locals.mandator). */
export const favicon: RequestHandler = (_req, res) => {
  res.setHeader('cache-control', 'public, max-age=86400');
  res.type('image/svg+xml').send(brandIconSvg(res.locals.mandator as Mandator));
};
