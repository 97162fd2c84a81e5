import type { Response } from 'express';

export const SEO_CACHE_CONTROL = 'public, max-age=300';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** A sitemap or feed: 200, cacheable for five minutes. */
export function sendSeoXml(res: Response, body: string, contentType = XML_CONTENT_TYPE): void {
  res.status(200).set('content-type', contentType).set('cache-control', SEO_CACHE_CONTROL).send(body);
}
