import type { Mandator } from '@news/config/mandators';
import { escapeHtml } from '@news/contracts/escapeHtml';
import type { Response } from 'express';

export type NewsletterPageContent = {
  title: string;
  paragraphs: string[];
  /** A form that posts back to this page (confirm, unsubscribe): the token travels in its hidden field. */
  form?: { action: string; token: string; button: string };
  links?: { href: string; label: string }[];
};

/**
 * A small self-contained German page for the newsletter links of the mails and the anonymous form without
 * JavaScript: it needs neither the content service nor the remotes. The token in its address goes to no other site
 * (referrer only to this origin), no caching, not indexed, no scripts, forms only to this site.
 */
export function sendNewsletterPage(
  res: Response,
  status: number,
  mandator: Mandator,
  page: NewsletterPageContent,
): void {
  const brand = escapeHtml(mandator.name);
  const html =
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(page.title)} – ${brand}</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
    'a{color:inherit}button{font:inherit;padding:.5rem 1rem;cursor:pointer}' +
    'button:focus-visible,a:focus-visible{outline:3px solid currentColor;outline-offset:2px}</style></head><body>' +
    `<header><a href="/">${brand}</a></header>` +
    `<main><h1>${escapeHtml(page.title)}</h1>` +
    page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (page.form
      ? `<form method="post" action="${escapeHtml(page.form.action)}">` +
        `<input type="hidden" name="token" value="${escapeHtml(page.form.token)}">` +
        `<button type="submit">${escapeHtml(page.form.button)}</button></form>`
      : '') +
    (page.links && page.links.length > 0
      ? '<ul>' +
        page.links
          .map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`)
          .join('') +
        '</ul>'
      : '') +
    '</main></body></html>';
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // not `no-referrer`: the browser would then send `Origin: null` with the page's own form (the same-origin check)
      'referrer-policy': 'same-origin',
      'x-robots-tag': 'noindex',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    })
    .send(html);
}
