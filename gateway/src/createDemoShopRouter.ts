import express, { type Router } from 'express';
import { apiError } from '@news/contracts/apiError';
import { escapeHtml } from '@news/contracts/escapeHtml';
import { cspHashSource } from './cspHashSource';

/** The demo shop's offers per widget (fictional products and prices). */
const offers: Readonly<Record<string, { title: string; items: readonly [string, string][] }>> = {
  balkonkraftwerke: {
    title: 'Balkonkraftwerke im Angebot',
    items: [
      ['Steckersolar-Set 800 W mit zwei Modulen', '549,00 €'],
      ['Balkonhalterung für zwei Module, sturmsicher', '89,90 €'],
      ['Wechselrichter 800 W mit App', '219,00 €'],
    ],
  },
};

/**
 * The widget's script: tells the page that frames it (the origin of the referrer) the height its content needs,
 * in the e-commerce widget's message contract: now, whenever it changes, and when that page asks
 * (`ecommerce-widget:measure`, from that page only).
 */
const widgetScript =
  `(function(){if(!document.referrer||window.parent===window)return;var target=new URL(document.referrer).origin;` +
  `function send(){window.parent.postMessage({type:"ecommerce-widget:resize",` +
  `height:Math.ceil(document.body.getBoundingClientRect().height)},target)}` +
  `window.addEventListener("message",function(e){if(e.source===window.parent&&e.origin===target&&e.data&&` +
  `e.data.type==="ecommerce-widget:measure")send()});` +
  `send();new ResizeObserver(send).observe(document.body)})();\n`;

const widgetStyle =
  'body{margin:0;padding:12px;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#fff}' +
  'h2{margin:0 0 8px;font-size:18px}ul{margin:0;padding:0;list-style:none}li{display:flex;' +
  'justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #ddd}' +
  'strong{white-space:nowrap}p{margin:12px 0 0;font-size:13px;color:#555}';

/** Its own script from this site, its stylesheet by its hash (no 'unsafe-inline'). */
export const widgetPageCsp =
  `default-src 'none'; script-src 'self'; style-src ${cspHashSource(widgetStyle)}; base-uri 'none'; ` +
  "form-action 'none'";

const page = (title: string, items: readonly [string, string][]) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<style>${widgetStyle}</style></head><body>` +
  `<h2>${escapeHtml(title)}</h2><ul>` +
  items
    .map(([name, price]) => `<li><span>${escapeHtml(name)}</span><strong>${price}</strong></li>`)
    .join('') +
  `</ul><p>Demo-Shop · keine echten Angebote</p><script src="/demo-shop/widget.js"></script></body></html>`;

/**
 * The demo's e-commerce widget (brand settings ecommercewidget_*, whose demo values point at shop.localhost): a
 * small shop page to frame, `GET /demo-shop/widget/{offer}`, and its script. No internet needed. A partner's page,
 * so anyone may frame it; it runs only its own script.
 */
export function createDemoShopRouter(): Router {
  const router = express.Router();
  router.get('/demo-shop/widget.js', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=300');
    res.type('text/javascript; charset=utf-8').send(widgetScript);
  });
  router.get('/demo-shop/widget/:offer', (req, res) => {
    const offer = Object.hasOwn(offers, req.params.offer) ? offers[req.params.offer] : undefined;
    if (!offer) {
      res.status(404).json(apiError(404, 'unknown_offer', 'Dieses Angebot gibt es nicht.'));
      return;
    }
    res.setHeader('cache-control', 'public, max-age=300');
    res.setHeader('content-security-policy', widgetPageCsp);
    res.type('text/html; charset=utf-8').send(page(offer.title, offer.items));
  });
  return router;
}
