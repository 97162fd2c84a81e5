import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A text as React writes it into server HTML. */
export const htmlEscaped = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** GET a content API page (as the browser would) and return its JSON. */
export async function contentJson<T>(request: APIRequestContext, apiPath: string): Promise<T> {
  const res = await request.get(`/content/v5/${apiPath}`);
  expect(res.ok(), `content API ${apiPath} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** GET a document; returns status and HTML. */
export async function documentHtml(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; html: string }> {
  const res = await request.get(path);
  return { status: res.status(), html: await res.text() };
}

/** The server-rendered slot of mf-articles (without frame, head and state script). */
export function ssrSlot(html: string): string {
  const start = html.indexOf('<div id="slot-mf-articles" class="shell-slot" data-ssr="true">');
  const end = html.indexOf('<script id="__NEWS_STATE__"');
  expect(start, 'the document has a server-rendered mf-articles slot').toBeGreaterThan(0);
  return html.slice(start, end);
}

/** Whether the page started as an island first view (ADR 0013: the SPA runtime loads on the reader's intent). */
export const islandFirstView = async (page: Page): Promise<boolean> =>
  (await page.locator('html[data-first-view="islands"]').count()) > 0;

/**
 * Waits until the shell has mounted (hydrated) mf-articles. On an island first view the runtime starts on intent:
 * the pointer on a link of the site (the brand's home link), as a reader's would be before a click.
 */
export async function waitForArticles(page: Page): Promise<void> {
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  const mounted = page.locator('#slot-mf-articles[data-mounted="true"]');
  if ((await mounted.count()) === 0 && (await islandFirstView(page)))
    await page.locator('a.shell-brand').hover();
  await expect(mounted).toBeAttached();
}

export type ArticleJson = {
  id: number;
  title: string;
  titlePrefix?: string;
  lead: string;
  canonicalPath: string;
  isPaywalled: boolean;
  authors: { prename: string; surname: string; shortname?: string }[];
  tags: { label: string }[];
  headerVideo?: { caption: string; source?: { src: string; type: string; captions: string } };
  galleryHeader?: { altText: string }[];
  contentItems: { type: string; text?: string }[];
  relatedArticles: { topicName: string; teasers: { title: string }[] };
};

type TeaserJson = { documentId: number; contentRestriction: string; isVideoArticle: boolean };

/** The first article (newest first) whose teaser and article data match; ids differ between seeded databases. */
export async function findArticle(
  request: APIRequestContext,
  matches: (article: ArticleJson) => boolean,
  teaserMatches: (teaser: TeaserJson) => boolean = () => true,
): Promise<ArticleJson> {
  for (let page = 1; page <= 10; page++) {
    const res = await request.get(`/content/v5/newest-articles?page=${page}`);
    if (!res.ok()) break;
    const list = (await res.json()) as { teasers: TeaserJson[] };
    for (const teaser of list.teasers.filter(teaserMatches)) {
      const article = await contentJson<ArticleJson>(request, `articles/${teaser.documentId}`);
      if (matches(article)) return article;
    }
  }
  throw new Error('no article of the content API matches');
}

/** Responses with status ≥ 400 of a page (the browser logs each as a console error "Failed to load resource"). */
export function collectFailedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  return failed;
}
