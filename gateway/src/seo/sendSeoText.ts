import type { Response } from 'express';

export const UNAVAILABLE_TEXT =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.';
export const FEED_NOT_FOUND_TEXT = 'Feed nicht gefunden';
export const SITEMAP_NOT_FOUND_TEXT = 'Sitemap nicht gefunden';

/** Plain text answer (404, 503) that caches shortly or not at all. */
export function sendSeoText(res: Response, status: number, text: string): void {
  res.status(status).set('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}
