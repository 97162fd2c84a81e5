import type { Mandator } from '@news/config/mandators';
import { escapeHtml } from '@news/contracts/escapeHtml';
import type { Response } from 'express';
import { cspHashSource } from './cspHashSource';

export type PlainPageContent = {
  title: string;
  paragraphs: string[];
  /** A form posted to this site: hidden fields, and one submit button per choice (its name and value are sent). */
  form?: {
    action: string;
    hidden?: Record<string, string>;
    buttons: { label: string; name?: string; value?: string }[];
  };
  links?: { href: string; label: string }[];
};

/** The plain pages' one stylesheet, allowed by its hash (no 'unsafe-inline'). */
const plainPageStyle =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
  'a{color:inherit}button{font:inherit;padding:.5rem 1rem;margin:0 .5rem .5rem 0;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid currentColor;outline-offset:2px}';

/** No script at all; the stylesheet by its hash; forms only to this site. */
export const plainPageCsp =
  `default-src 'none'; style-src ${cspHashSource(plainPageStyle)}; img-src 'self'; form-action 'self'; ` +
  "base-uri 'none'; frame-ancestors 'none'";

const button = (b: { label: string; name?: string; value?: string }) =>
  `<button type="submit"${b.name ? ` name="${escapeHtml(b.name)}" value="${escapeHtml(b.value ?? '')}"` : ''}>` +
  `${escapeHtml(b.label)}</button>`;

/**
 * A small self-contained German page that needs neither the content service nor the remotes (the newsletter links
 * of the mails, the consent page): no caching, not indexed, no scripts, forms only to this site, referrer only to
 * this origin (a token in the address goes to no other site).
 */
export function sendPlainPage(
  res: Response,
  status: number,
  mandator: Mandator,
  page: PlainPageContent,
): void {
  const brand = escapeHtml(mandator.name);
  const html =
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(page.title)} – ${brand}</title>` +
    `<style>${plainPageStyle}</style></head><body>` +
    `<header><a href="/">${brand}</a></header>` +
    `<main><h1>${escapeHtml(page.title)}</h1>` +
    page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (page.form
      ? `<form method="post" action="${escapeHtml(page.form.action)}">` +
        Object.entries(page.form.hidden ?? {})
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join('') +
        page.form.buttons.map(button).join('') +
        '</form>'
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
      'content-security-policy': plainPageCsp,
    })
    .send(html);
}
