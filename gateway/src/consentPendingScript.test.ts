import { createHash } from 'node:crypto';
import { mandators } from '@news/config/mandators';
import { consentCookie } from '@news/contracts/consentCookie';
import { grantsForAll } from '@news/contracts/consentVendors';
import { consentPendingScript } from './consentPendingScript';
import { documentHead, documentTail, type DocumentParts } from './renderDocument';
import { contentSecurityPolicy } from './securityHeaders';

const parts = (consentLayerHtml?: string): DocumentParts => ({
  mandator: mandators.rb,
  site: null,
  title: 'Start',
  description: 'd',
  canonicalUrl: 'https://rb.example.test/',
  origin: 'https://rb.example.test',
  layout: 'default',
  showProgressBar: false,
  showUtilityBar: true,
  shellAssets: {
    js: ['/remotes/shell/first-view/first-view.1.js'],
    css: [],
    fonts: [],
    app: [],
    preload: [],
  },
  remoteAssets: { css: [], preload: [] },
  ssrRemote: 'mf-articles',
  consentLayerHtml,
  state: { mandator: 'rb', brandName: mandators.rb.name, registry: {}, consentManagement: true },
});

/** Runs the document's inline script against a document with this cookie header; answers whether it marked it. */
function marksPending(cookie: string, search = '', userAgent = 'Mozilla/5.0 Chrome/126.0'): boolean {
  const dataset: Record<string, string> = {};
  new Function('document', 'location', 'navigator', consentPendingScript)(
    { cookie, documentElement: { dataset } },
    { search },
    { userAgent },
  );
  return 'consentPending' in dataset;
}

describe('the consent layer in the server-rendered document', () => {
  const layer = '<section class="cs-layer" role="dialog">Ihre Privatsphäre</section>';

  it('puts the layer into its slot for the remote to hydrate, hidden unless the inline script marks the document', () => {
    const html = documentHead(parts(layer)) + documentTail(parts(layer));
    expect(html).toContain(`<div id="slot-mf-consent" class="shell-slot" data-ssr="true">${layer}</div>`);
    expect(html).toContain('html:not([data-consent-pending]) #slot-mf-consent{display:none}');
    expect(html).toContain(`<script>${consentPendingScript}</script>`);
  });

  it('carries no consent script and an empty slot when the layer is not server-rendered', () => {
    const html = documentHead(parts()) + documentTail(parts());
    expect(html).toContain('<div id="slot-mf-consent" class="shell-slot"></div>');
    expect(html).not.toContain(consentPendingScript);
    expect(html).not.toContain('data-consent-pending');
  });

  it('marks the document only while no current choice is stored', () => {
    expect(marksPending('')).toBe(true);
    expect(marksPending('session=x')).toBe(true);
    expect(marksPending('news_consent=3.all')).toBe(true);
    expect(marksPending(`a=1; ${consentCookie(grantsForAll(false), false).split(';')[0]}`)).toBe(false);
    expect(marksPending(consentCookie(grantsForAll(true), true).split(';')[0] ?? '')).toBe(false);
  });

  it('never marks the document of a reader in the native app', () => {
    expect(marksPending('a=1; news_native=1')).toBe(false);
    expect(marksPending('', '?isnative=1')).toBe(false);
    expect(marksPending('news_native=10', '?isnative=0')).toBe(true);
  });

  it('never marks the document of a reader in the Flutter app, nor in an app known by its user agent', () => {
    expect(marksPending('', '?a=1&isflutter=1')).toBe(false);
    expect(marksPending('', '?isflutter=0')).toBe(true);
    expect(marksPending('', '', 'Mozilla/5.0 Chrome/126.0 NewsFlutterApp/2.4.0')).toBe(false);
    expect(marksPending('', '', 'Mozilla/5.0 Chrome/126.0 NewsNativeApp/5.1')).toBe(false);
    expect(marksPending('', '', 'Mozilla/5.0 Chrome/126.0 FakeNewsNativeApp/5.1')).toBe(true);
  });

  it('has the footer link that reopens the settings, only where the consent management runs', () => {
    const link = '<li><a href="#datenschutz-einstellungen">Datenschutz-Einstellungen</a></li>';
    expect(documentTail(parts(layer))).toContain(link);
    expect(documentTail({ ...parts(layer), layout: 'mein-dialog-flow' })).not.toContain(link);
    const la = parts();
    expect(documentTail({ ...la, state: { ...la.state, consentManagement: false } })).not.toContain(link);
  });

  it('is, with the reader preferences script and the entry loader, one of the inline scripts the policy allows', () => {
    const html = documentHead(parts(layer)) + documentTail(parts(layer));
    // executable inline scripts: no attributes but data (the loader's entry list), not the JSON state
    const inline = [...html.matchAll(/<script(?:\s+data-[\w-]+="[^"]*")*>(.*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline).toHaveLength(3);
    expect(inline).toContain(consentPendingScript);
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const scriptSrc = contentSecurityPolicy([])
      .split('; ')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toEqual(expect.arrayContaining(hashes));
  });
});
