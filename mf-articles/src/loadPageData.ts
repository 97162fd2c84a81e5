import { homePageSchema } from '@news/contracts/content';
import type { EcommerceWidgetRules } from '@news/contracts/ecommerceWidget';
import type { RecommendationsSetup } from '@news/contracts/recommendations';
import {
  articlePageSchema,
  authorPageSchema,
  authorsPageSchema,
  channelPageSchema,
  documentPageSchema,
  headlinesPageSchema,
  MAX_CONTENT_ID,
  newestArticlesPageSchema,
  newsletterPageSchema,
  newslettersPageSchema,
  personalFeedsSchema,
  podcastPageSchema,
  podcastsPageSchema,
  searchPageSchema,
  testReportPageSchema,
  testReportsPageSchema,
  topicPageSchema,
  topicsListSchema,
  type DocumentKey,
} from '@news/contracts/contentPages';
import { readPageNumber } from '@news/contracts/contentParams';
import {
  fullPath,
  NOT_FOUND_TEXT,
  resolveRoute,
  type RouteName,
  type RouteParams,
} from '@news/config/routeTable';
import type { z } from 'zod/mini';
import { applyGiftVariant } from './applyGiftVariant';
import { withoutRessortLabels } from './withoutRessortLabels';
import type { FetchJson } from './fetchJson';
import type { PageData } from '@news/contracts/pageData';
import { parseSearchQuery } from './searchQuery';

const API = '/content/v5';

const documentKeys: Partial<Record<RouteName, DocumentKey>> = {
  'agb-document': 'agb',
  'datenschutz-document': 'datenschutz',
  'impressum-document': 'impressum',
  'accessibility-document': 'accessibility',
};

class ContentNotFound extends Error {}

/** `?page=n` for a `{page}` path segment (absent → page 1, no parameter). */
const pageQuery = (page: string | undefined) => (page === undefined ? '' : `?page=${page}`);

/**
 * Brand variants that change page data: the gift variant runs the article route's gift-article check; the home
 * page's teasers keep their ressort labels only with `ressortLabels` (setting ressort_label_homemix_enabled); an
 * article of a brand with recommendations (recoEnabled) gets the recommendations widget, one of a brand with
 * e-commerce widgets their rules; with `swipeHint` (setting swipe_tooltip_enabled) an article whose header gallery
 * has several pictures gets the swipe hint.
 */
export type PageVariant = {
  giftArticles?: boolean;
  ressortLabels?: boolean;
  swipeHint?: boolean;
  recommendations?: RecommendationsSetup | undefined;
  ecommerceWidget?: EcommerceWidgetRules | undefined;
};

/** Loads the data of the screen for a path. Used by the server render and by client-side navigation alike. */
export async function loadPageData(
  pathname: string,
  fetchJson: FetchJson,
  search = '',
  variant: PageVariant = {},
): Promise<PageData> {
  const resolved = resolveRoute(pathname, search);
  if (resolved.kind !== 'ok') return { kind: 'not-found', path: pathname, message: resolved.message };
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  try {
    const page = await loadRoute(resolved.route.name, resolved.params, path, search, fetchJson);
    if (page.kind === 'home' && variant.ressortLabels !== true)
      return { ...page, home: withoutRessortLabels(page.home) };
    const giftCheck = variant.giftArticles === true && resolved.route.middleware.includes('gift-article');
    const checked = giftCheck ? applyGiftVariant(page, search) : page;
    if (checked.kind !== 'article') return checked;
    return {
      ...checked,
      ...(variant.recommendations ? { recommendations: variant.recommendations } : {}),
      ...(variant.ecommerceWidget ? { ecommerceWidget: variant.ecommerceWidget } : {}),
      ...(variant.swipeHint === true && (checked.article.galleryHeader?.length ?? 0) > 1
        ? { swipeHint: true as const }
        : {}),
    };
  } catch (error) {
    if (error instanceof ContentNotFound)
      return {
        kind: 'not-found',
        path: pathname,
        message: `${NOT_FOUND_TEXT}: ${fullPath(pathname, search)}`,
      };
    throw error;
  }
}

async function load<S extends z.ZodMiniType>(
  fetchJson: FetchJson,
  apiPath: string,
  schema: S,
): Promise<z.infer<S>> {
  const raw = await fetchJson(`${API}/${apiPath}`);
  if (raw === null) throw new ContentNotFound(apiPath);
  return schema.parse(raw) as z.infer<S>;
}

/** A numeric id the content API can hold, else the page cannot exist. */
function contentId(raw: string | undefined): string {
  if (raw === undefined || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_CONTENT_ID)
    throw new ContentNotFound(raw ?? '');
  return String(Number(raw));
}

async function loadRoute(
  name: RouteName,
  params: RouteParams,
  path: string,
  search: string,
  fetchJson: FetchJson,
): Promise<PageData> {
  const withoutPage = (page: string | undefined) =>
    page === undefined ? path : path.slice(0, path.length - page.length - 1);
  switch (name) {
    case 'home':
      return { kind: 'home', path, home: await load(fetchJson, 'home', homePageSchema) };
    case 'article':
      return {
        kind: 'article',
        path,
        article: await load(fetchJson, `articles/${contentId(params.id)}`, articlePageSchema),
      };
    case 'author':
      return {
        kind: 'author',
        path,
        listPath: withoutPage(params.page),
        author: await load(
          fetchJson,
          `authors/${contentId(params.id)}${pageQuery(params.page)}`,
          authorPageSchema,
        ),
      };
    case 'authors':
      return { kind: 'authors', path, authors: await load(fetchJson, 'authors', authorsPageSchema) };
    case 'search': {
      const { query, error } = parseSearchQuery(search);
      if (query === '' || error !== undefined)
        return { kind: 'search', path, query, ...(error !== undefined ? { error } : {}) };
      const q = `?q=${encodeURIComponent(query)}${params.page === undefined ? '' : `&page=${params.page}`}`;
      return { kind: 'search', path, query, results: await load(fetchJson, `search${q}`, searchPageSchema) };
    }
    case 'topics':
      return { kind: 'topics', path, topics: await load(fetchJson, 'tags', topicsListSchema) };
    case 'topic':
    case 'tag-page':
      return {
        kind: 'topic',
        path,
        listPath: withoutPage(params.page),
        topic: await load(
          fetchJson,
          `tags/${contentId(params.id)}${pageQuery(params.page)}`,
          topicPageSchema,
        ),
      };
    case 'headlines':
      return {
        kind: 'headlines',
        path,
        listPath: withoutPage(params.page),
        headlines: await load(fetchJson, `headlines${pageQuery(params.page)}`, headlinesPageSchema),
      };
    case 'my-region':
      return {
        kind: 'my-region',
        path,
        regions: await load(fetchJson, 'personal-feeds/regions', personalFeedsSchema),
      };
    case 'newsletter-registration':
      return {
        kind: 'newsletters',
        path,
        newsletters: await load(fetchJson, 'newsletters', newslettersPageSchema),
      };
    case 'newsletter-detail':
      return {
        kind: 'newsletter',
        path,
        newsletter: await load(fetchJson, `newsletters/${params.slug ?? ''}`, newsletterPageSchema),
      };
    case 'agb-document':
    case 'datenschutz-document':
    case 'impressum-document':
    case 'accessibility-document':
      return {
        kind: 'document',
        path,
        document: await load(fetchJson, `documents/${documentKeys[name] ?? ''}`, documentPageSchema),
      };
    case 'test-reports':
      return {
        kind: 'test-reports',
        path,
        listPath: withoutPage(params.page),
        reports: await load(fetchJson, `test-reports${pageQuery(params.page)}`, testReportsPageSchema),
      };
    case 'test-report':
      return {
        kind: 'test-report',
        path,
        report: await load(fetchJson, `test-reports/${contentId(params.id)}`, testReportPageSchema),
      };
    case 'podcasts':
      return { kind: 'podcasts', path, podcasts: await load(fetchJson, 'podcasts', podcastsPageSchema) };
    case 'podcast-detail':
      return {
        kind: 'podcast',
        path,
        podcast: await load(fetchJson, `podcasts/${contentId(params.id)}`, podcastPageSchema),
      };
    case 'newest-articles':
      return {
        kind: 'newest-articles',
        path,
        listPath: withoutPage(params.page),
        newest: await load(fetchJson, `newest-articles${pageQuery(params.page)}`, newestArticlesPageSchema),
      };
    case 'channel':
      return loadChannel(params.slug ?? '', path, fetchJson);
    default:
      // Portal, order and dialog routes belong to other applications: mf-articles has no screen for them.
      throw new ContentNotFound(name);
  }
}

/**
 * The catch-all channel page: `/lokales/rheinau-stadt`; a trailing page number `/lokales/2` is page 2 of
 * `/lokales` (1 to 1000, like the `{page}` segments of the other routes).
 */
async function loadChannel(slug: string, path: string, fetchJson: FetchJson): Promise<PageData> {
  const segments = slug.split('/');
  const last = segments[segments.length - 1] ?? '';
  const paged = segments.length > 1 && /^\d+$/.test(last);
  if (paged && readPageNumber(last) === undefined) throw new ContentNotFound(slug);
  const channelPath = paged ? segments.slice(0, -1).join('/') : slug;
  const query = paged ? `&page=${last}` : '';
  const channel = await load(
    fetchJson,
    `channel?path=${encodeURIComponent(channelPath)}${query}`,
    channelPageSchema,
  );
  return { kind: 'channel', path, listPath: channel.path, channel };
}
