import { expect, test, type Page } from '@playwright/test';
import { contentJson, documentHtml, findArticle, htmlEscaped, waitForArticles } from './readingHelpers';

const BRAND = 'Rheinauer Bote';

/** The content attribute of a head meta tag in server HTML (attribute order as the gateway renders it). */
const metaIn = (html: string, attr: 'name' | 'property', key: string): string | undefined =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonicalIn = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdIn = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );

/** The same in the live document (after client-side navigation). */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    feeds: [...document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) =>
      l.getAttribute('href'),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    ),
  }));

test('the server HTML of a plus article carries canonical, Open Graph and NewsArticle JSON-LD with its paywalled part', async ({
  request,
  baseURL,
}) => {
  const article = await findArticle(
    request,
    (a) => a.isPaywalled,
    (t) => t.contentRestriction === 'plus',
  );
  const { status, html } = await documentHtml(request, `/${article.id}`);
  expect(status).toBe(200);
  const origin = new URL(baseURL ?? '').origin;

  expect(canonicalIn(html)).toBe(`${origin}${article.canonicalPath}`);
  expect(metaIn(html, 'property', 'og:title')).toBe(htmlEscaped(`${article.title} | ${BRAND}`));
  expect(metaIn(html, 'property', 'og:type')).toBe('article');
  expect(metaIn(html, 'property', 'og:url')).toBe(`${origin}${article.canonicalPath}`);
  const ogImage = metaIn(html, 'property', 'og:image') ?? '';
  expect(ogImage).toMatch(new RegExp(`^${origin}/img/.+/article/1280\\.webp/`));
  expect((await request.get(new URL(ogImage).pathname)).headers()['content-type']).toBe('image/webp');
  expect(metaIn(html, 'name', 'twitter:card')).toBe('summary_large_image');

  const [jsonLd, ...more] = jsonLdIn(html);
  expect(more).toEqual([]);
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    mainEntityOfPage: `${origin}${article.canonicalPath}`,
    isAccessibleForFree: false,
    hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.ar-paywalled' },
    publisher: { '@type': 'Organization', name: BRAND },
  });
  expect(jsonLd?.image).toEqual([ogImage]);
  // The selector names a section that exists in the same HTML.
  expect(html).toMatch(/<section class="ar-paywalled"/);
});

test('client-side navigation replaces description, canonical, Open Graph and JSON-LD of the page', async ({
  page,
  request,
  baseURL,
}) => {
  const home = await contentJson<{ sections: { teasers: { title: string; targetPathOrUrl: string }[] }[] }>(
    request,
    'home',
  );
  const target = home.sections[0]?.teasers[0];
  expect(target).toBeDefined();
  const article = await contentJson<{ title: string; canonicalPath: string; seo: { description: string } }>(
    request,
    `articles/${/(\d+)$/.exec(target?.targetPathOrUrl ?? '')?.[1]}`,
  );
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/');
  await waitForArticles(page);
  const before = await headOf(page);
  expect(before.canonicals).toEqual([`${origin}/`]);
  expect(before.feeds).toEqual([`${origin}/rss.xml`]);
  expect(before.jsonLd).toEqual([]);

  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect
    .poll(async () => (await headOf(page)).canonicals)
    .toEqual([`${origin}${article.canonicalPath}`]);
  const after = await headOf(page);
  expect(after).toMatchObject({
    title: `${article.title} | ${BRAND}`,
    description: article.seo.description,
    ogTitle: `${article.title} | ${BRAND}`,
    ogType: 'article',
    ogUrl: `${origin}${article.canonicalPath}`,
    feeds: [],
  });
  expect(after.jsonLd).toHaveLength(1);
  expect(after.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: article.title });

  await page.goBack();
  await expect.poll(async () => (await headOf(page)).canonicals).toEqual([`${origin}/`]);
  expect((await headOf(page)).jsonLd).toEqual([]);
});

test('home and channel pages link their RSS feed; /tag/{slug}-{id} names /themen/{id} as canonical', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const rss = (html: string) =>
    [
      ...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="([^"]*)"/g),
    ].map((m) => m[1]);
  expect(rss((await documentHtml(request, '/')).html)).toEqual([`${origin}/rss.xml`]);
  const sport = await documentHtml(request, '/sport');
  expect(rss(sport.html)).toEqual([`${origin}/sport/rss.xml`]);
  expect((await request.get('/sport/rss.xml')).status()).toBe(200);

  const topics = await contentJson<{ groups: { topics: { id: number; articleCount: number }[] }[] }>(
    request,
    'tags',
  );
  const topic = topics.groups.flatMap((g) => g.topics).find((t) => t.articleCount > 0);
  const tagPage = await documentHtml(request, `/tag/thema-${topic?.id}`);
  expect(tagPage.status).toBe(200);
  expect(canonicalIn(tagPage.html)).toBe(`${origin}/themen/${topic?.id}`);
});

test('later pages of a list have their own description', async ({ request }) => {
  const first = metaIn((await documentHtml(request, '/schlagzeilen')).html, 'name', 'description');
  const second = metaIn((await documentHtml(request, '/schlagzeilen/2')).html, 'name', 'description');
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
});
