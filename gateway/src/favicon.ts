import type { RequestHandler } from 'express';
import type { Mandator } from '@news/config/mandators';
import { escapeHtml } from '@news/contracts/escapeHtml';

/** A brand-coloured icon with the brand's initials. */
export const favicon: RequestHandler = (_req, res) => {
  const mandator = res.locals.mandator as Mandator | undefined;
  const colour = escapeHtml(mandator?.colors.primary ?? '#0b4f8a');
  const initials = escapeHtml((mandator?.shortName ?? 'RB').slice(0, 2));
  res.setHeader('cache-control', 'public, max-age=86400');
  res
    .type('image/svg+xml')
    .send(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${colour}"/>` +
        `<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`,
    );
};
