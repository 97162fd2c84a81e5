import { mandatorIds, mandators, type MandatorId } from '@news/config/mandators';

/**
 * The public origin of each brand: the one base for every absolute URL the site writes (canonical, og:url,
 * JSON-LD, sitemaps, feeds, robots.txt). It comes from configuration, never from a request header:
 * `PUBLIC_BASE_URL` for the default brand, `BRAND_BASE_URLS` (a JSON map of brand id to origin) for any brand,
 * and otherwise `http://{first host of the brand}:{PORT}`.
 */
export type BrandOrigins = Readonly<Record<MandatorId, string>>;

/** An http(s) origin with nothing after it (a trailing slash is allowed), normalised by URL. */
export function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) origin such as https://www.example.de, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(`${name} must be an http(s) origin such as https://www.example.de, got "${value}"`);
  return url.origin;
}

export function readBrandOrigins(env: {
  port: number;
  defaultMandator: string;
  publicBaseUrl: string | undefined;
  brandBaseUrls: string | undefined;
}): BrandOrigins {
  let configured: Record<string, unknown> = {};
  if (env.brandBaseUrls) {
    try {
      configured = JSON.parse(env.brandBaseUrls) as Record<string, unknown>;
    } catch {
      throw new Error('BRAND_BASE_URLS must be a JSON object of brand id to origin');
    }
    if (typeof configured !== 'object' || configured === null || Array.isArray(configured))
      throw new Error('BRAND_BASE_URLS must be a JSON object of brand id to origin');
    for (const id of Object.keys(configured))
      if (!(mandatorIds as string[]).includes(id))
        throw new Error(`BRAND_BASE_URLS names an unknown brand "${id}"`);
  }
  const origins = {} as Record<MandatorId, string>;
  for (const id of mandatorIds) {
    const explicit = configured[id];
    if (explicit !== undefined) {
      if (typeof explicit !== 'string') throw new Error(`BRAND_BASE_URLS.${id} must be a string`);
      origins[id] = parseOrigin(`BRAND_BASE_URLS.${id}`, explicit);
    } else if (id === env.defaultMandator && env.publicBaseUrl) {
      origins[id] = parseOrigin('PUBLIC_BASE_URL', env.publicBaseUrl);
    } else {
      origins[id] = `http://${mandators[id].hosts[0] ?? 'localhost'}:${env.port}`;
    }
  }
  return origins;
}
