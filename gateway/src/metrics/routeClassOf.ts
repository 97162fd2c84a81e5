import { pagePathOfPayload } from '@news/contracts/payloadUrl';
import type { UpstreamName } from '../readConfig';
import { upstreams } from '../mountUpstreams';

/**
 * The kind of answer a path gets, the label of the request metrics: never the raw path, so the number of series
 * stays small whatever readers and crawlers ask for. An upstream's paths carry its name (content, identity for
 * /cms, users for /user-api, payments, paywall).
 */
export type RouteClass =
  | 'document'
  | 'payload'
  | 'api'
  | UpstreamName
  | 'images'
  | 'media'
  | 'remotes'
  | 'registry'
  | 'builds'
  | 'seo'
  | 'static'
  | 'health';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The upstream whose public paths (mountUpstreams) hold `path`, if any. */
export function upstreamOfPath(path: string): UpstreamName | undefined {
  return upstreams.find((upstream) => under(path, upstream.prefix))?.name;
}

export function routeClassOf(path: string): RouteClass {
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'health';
  if (under(path, '/api')) return 'api';
  const upstream = upstreamOfPath(path);
  if (upstream) return upstream;
  if (under(path, '/img')) return 'images';
  if (under(path, '/media')) return 'media';
  if (under(path, '/remotes')) return 'remotes';
  if (path === '/mf-registry.json') return 'registry';
  if (under(path, '/builds')) return 'builds';
  if (
    path === '/favicon.svg' ||
    path === '/favicon.ico' ||
    path === '/manifest.webmanifest' ||
    path === '/sw.js' ||
    path === '/offline.html' ||
    path === '/offline.js' ||
    under(path, '/icons')
  )
    return 'static';
  if (
    path === '/robots.txt' ||
    path === '/sitemap.xml' ||
    under(path, '/sitemaps') ||
    path.endsWith('/rss.xml')
  )
    return 'seo';
  if (pagePathOfPayload(path) !== null) return 'payload';
  return 'document';
}
