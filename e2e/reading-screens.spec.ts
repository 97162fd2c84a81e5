import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import {
  contentJson,
  documentHtml,
  findArticle,
  htmlEscaped,
  ssrSlot,
  waitForArticles,
} from './readingHelpers';

type Teasers = { teasers: { title: string; targetPathOrUrl: string }[] };

/**
 * One case per screen type: the site path, and the text from the content API that the screen must show
 * (server HTML before any script, and the hydrated page).
 */
type ScreenCase = {
  screen: string;
  /** Site path and the real text it must carry, both taken from the API. */
  load: (request: APIRequestContext) => Promise<{ path: string; text: string; heading?: string }>;
};

/** A topic with articles. */
async function busyTopic(r: APIRequestContext) {
  const topics = await contentJson<{ groups: { topics: { id: number; articleCount: number }[] }[] }>(
    r,
    'tags',
  );
  const id = topics.groups.flatMap((g) => g.topics).find((t) => t.articleCount > 0)?.id ?? 0;
  return contentJson<Teasers & { id: number; label: string; path: string }>(r, `tags/${id}`);
}

const cases: ScreenCase[] = [
  {
    screen: 'home',
    load: async (r) => {
      const home = await contentJson<{ sections: Teasers[] }>(r, 'home');
      return { path: '/', text: home.sections[0]?.teasers[0]?.title ?? 'missing' };
    },
  },
  {
    screen: 'article',
    load: async (r) => {
      const a = await findArticle(r, (x) => x.contentItems.some((i) => i.type === 'paragraph'));
      const paragraph = a.contentItems.find((i) => i.type === 'paragraph')?.text ?? 'missing';
      return { path: a.canonicalPath, text: paragraph, heading: a.title };
    },
  },
  {
    screen: 'article by id only (video header)',
    load: async (r) => {
      const a = await findArticle(
        r,
        (x) => x.headerVideo !== undefined,
        (t) => t.isVideoArticle,
      );
      return { path: `/${a.id}`, text: a.headerVideo?.caption ?? 'missing', heading: a.title };
    },
  },
  {
    screen: 'author',
    load: async (r) => {
      const list = await contentJson<{ authors: { id: number; articleCount: number }[] }>(r, 'authors');
      const id = list.authors.find((x) => x.articleCount > 0)?.id ?? 0;
      const a = await contentJson<
        Teasers & { author: { prename: string; surname: string; urlPath: string } }
      >(r, `authors/${id}`);
      return {
        path: a.author.urlPath,
        text: a.teasers[0]?.title ?? 'missing',
        heading: `${a.author.prename} ${a.author.surname}`,
      };
    },
  },
  {
    screen: 'authors',
    load: async (r) => {
      const a = await contentJson<{ authors: { bio?: string }[] }>(r, 'authors');
      return {
        path: '/autoren',
        text: a.authors[0]?.bio ?? 'missing',
        heading: 'Unsere Autorinnen und Autoren',
      };
    },
  },
  {
    screen: 'search',
    load: async (r) => {
      const s = await contentJson<Teasers>(r, 'search?q=Rheinau');
      return { path: '/suche?q=Rheinau', text: s.teasers[0]?.title ?? 'missing', heading: 'Suche' };
    },
  },
  {
    screen: 'topics',
    load: async (r) => {
      const t = await contentJson<{ groups: { topics: { label: string }[] }[] }>(r, 'tags');
      return {
        path: '/themen',
        text: t.groups[0]?.topics[0]?.label ?? 'missing',
        heading: 'Themen von A bis Z',
      };
    },
  },
  {
    screen: 'topic',
    load: async (r) => {
      const t = await busyTopic(r);
      return { path: t.path, text: t.teasers[0]?.title ?? 'missing', heading: t.label };
    },
  },
  {
    screen: 'tag page',
    load: async (r) => {
      const t = await busyTopic(r);
      return { path: `/tag/thema-${t.id}`, text: t.teasers[0]?.title ?? 'missing', heading: t.label };
    },
  },
  {
    screen: 'headlines',
    load: async (r) => {
      const h = await contentJson<{ headlines: { title: string }[] }>(r, 'headlines');
      return { path: '/schlagzeilen', text: h.headlines[0]?.title ?? 'missing', heading: 'Schlagzeilen' };
    },
  },
  {
    screen: 'region bookmarks',
    load: async (r) => {
      const f = await contentJson<{ items: { label: string }[] }>(r, 'personal-feeds/regions');
      return { path: '/meineregion', text: f.items[0]?.label ?? 'missing', heading: 'Meine Region' };
    },
  },
  {
    screen: 'newsletter registration',
    load: async (r) => {
      const n = await contentJson<{ newsletters: { title: string }[] }>(r, 'newsletters');
      return {
        path: '/newsletter-anmeldung',
        text: n.newsletters[0]?.title ?? 'missing',
        heading: 'Newsletter',
      };
    },
  },
  {
    screen: 'newsletter detail',
    load: async (r) => {
      const n = await contentJson<{ title: string; description: string }>(r, 'newsletters/der-morgen');
      return { path: '/newsletter-anmeldung/der-morgen', text: n.description, heading: n.title };
    },
  },
  ...(['agb', 'datenschutz', 'impressum', 'accessibility'] as const).map((key): ScreenCase => ({
    screen: `document ${key}`,
    load: async (r) => {
      const d = await contentJson<{ title: string; contentItems: { type: string; text?: string }[] }>(
        r,
        `documents/${key}`,
      );
      return {
        path: `/${key}`,
        text: d.contentItems.find((i) => i.type === 'paragraph')?.text ?? 'missing',
        heading: d.title,
      };
    },
  })),
  {
    screen: 'test report feed',
    load: async (r) => {
      const t = await contentJson<{ reports: { title: string }[] }>(r, 'test-reports');
      return { path: '/testberichte', text: t.reports[0]?.title ?? 'missing', heading: 'Testberichte' };
    },
  },
  {
    screen: 'test report',
    load: async (r) => {
      const t = await contentJson<{ title: string; verdict: string; targetPathOrUrl: string }>(
        r,
        'test-reports/1',
      );
      return { path: t.targetPathOrUrl, text: t.verdict, heading: t.title };
    },
  },
  {
    screen: 'channel',
    load: async (r) => {
      const c = await contentJson<Teasers & { title: string }>(r, 'channel/lokales');
      return { path: '/lokales', text: c.teasers[0]?.title ?? 'missing', heading: c.title };
    },
  },
  {
    screen: 'podcasts',
    load: async (r) => {
      const p = await contentJson<{ podcasts: { title: string }[] }>(r, 'podcasts');
      return { path: '/podcasts', text: p.podcasts[0]?.title ?? 'missing', heading: 'Podcasts' };
    },
  },
  {
    screen: 'podcast detail',
    load: async (r) => {
      const p = await contentJson<{
        title: string;
        targetPathOrUrl: string;
        episodes: { description: string }[];
      }>(r, 'podcasts/1');
      return { path: p.targetPathOrUrl, text: p.episodes[0]?.description ?? 'missing', heading: p.title };
    },
  },
  {
    screen: 'newest articles',
    load: async (r) => {
      const n = await contentJson<Teasers>(r, 'newest-articles?page=2');
      return {
        path: '/neueste-artikel/2',
        text: n.teasers[0]?.title ?? 'missing',
        heading: 'Neueste Artikel',
      };
    },
  },
];

for (const { screen, load } of cases) {
  test(`${screen}: the server HTML carries the content and the page hydrates without errors`, async ({
    page,
    request,
  }) => {
    const { path, text, heading } = await load(request);
    expect(text).not.toBe('missing');
    const { status, html } = await documentHtml(request, path);
    expect(status).toBe(200);
    const slot = ssrSlot(html);
    expect(
      slot.includes(htmlEscaped(text)) || slot.includes(text),
      `server HTML of ${path} contains "${text}"`,
    ).toBe(true);
    expect(slot.match(/<h1[\s>]/g)).toHaveLength(1);

    const errors = collectConsoleErrors(page);
    await page.goto(path);
    await waitForArticles(page);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('#slot-mf-articles').getByText(text, { exact: false }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('article details: title prefix, authors with shortname, tags, related articles and an eager header image', async ({
  page,
  request,
}) => {
  const a = await findArticle(
    request,
    (x) =>
      x.titlePrefix !== undefined &&
      x.relatedArticles.teasers.length > 0 &&
      x.tags.length > 0 &&
      x.authors.some((au) => au.shortname),
  );
  const author = a.authors[0];
  const byline = author?.shortname ? `${author.prename} ${author.surname} (${author.shortname})` : '';
  await page.goto(a.canonicalPath);
  await waitForArticles(page);
  const article = page.locator('article.ar-article');
  await expect(article.locator('.ar-article__prefix')).toHaveText(a.titlePrefix ?? 'missing');
  await expect(article.locator('.ar-article__byline .ui-author-line')).toContainText(byline);
  await expect(
    page
      .getByRole('navigation', { name: 'Themen dieses Artikels' })
      .getByRole('link', { name: a.tags[0]?.label ?? '' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `Mehr zum Thema ${a.relatedArticles.topicName}` }),
  ).toBeVisible();
  const headerImg = article.locator('.ar-article__media img');
  await expect(headerImg).toHaveAttribute('loading', 'eager');
  await expect(headerImg).toHaveAttribute('fetchpriority', 'high');
});

test('a gallery article shows every header image and its content items', async ({ page, request }) => {
  const a = await findArticle(request, (x) => (x.galleryHeader?.length ?? 0) > 1);
  await page.goto(a.canonicalPath);
  await waitForArticles(page);
  const gallery = page.getByRole('region', { name: 'Bildergalerie' });
  await expect(gallery.locator('img')).toHaveCount(a.galleryHeader?.length ?? -1);
  await expect(page.locator('.ar-article__body').locator('ul, ol').first()).toBeVisible();
  await expect(page.locator('.ar-article__body blockquote').first()).toBeVisible();
});

test('a paywalled article shows the lead and the paywall, never the body, in the .ar-paywalled section', async ({
  page,
  request,
}) => {
  const a = await findArticle(
    request,
    (x) => x.isPaywalled,
    (t) => t.contentRestriction === 'plus',
  );
  expect(a.isPaywalled).toBe(true);
  const { html } = await documentHtml(request, a.canonicalPath);
  expect(ssrSlot(html)).toContain('class="ar-paywalled"');
  expect(ssrSlot(html)).not.toContain('ar-article__body');
  await page.goto(a.canonicalPath);
  await waitForArticles(page);
  await expect(page.getByText(a.lead)).toBeVisible();
  await expect(
    page.locator('.ar-paywalled [data-template]:visible').getByRole('heading', { level: 2 }),
  ).toBeVisible();
});

test('home teasers: the lead image is eager with high priority, the others lazy; badges and markers show', async ({
  page,
}) => {
  await page.goto('/');
  await waitForArticles(page);
  const images = page.locator('.ar-home .ui-teaser img');
  expect(await images.count()).toBeGreaterThan(3);
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveAttribute('src', /\/teaser\/\d+\.webp\//);
  await expect(page.locator('.ar-home .ui-badge', { hasText: 'Eilmeldung' }).first()).toBeVisible();
});

test('headlines are numbered and the pagination links page 1 without a page segment', async ({ page }) => {
  await page.goto('/schlagzeilen/2');
  await waitForArticles(page);
  const nav = page.getByRole('navigation', { name: 'Seitennavigation' });
  await expect(nav.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/schlagzeilen');
  await expect(page.locator('.ui-headline__number').first()).toHaveText('21.');
});

test('a test report shows the rating as stars and as text, pros and cons', async ({ page, request }) => {
  const list = await contentJson<{ reports: { id: number }[] }>(request, 'test-reports');
  const t = await contentJson<{ targetPathOrUrl: string; rating: number; pros: string[]; cons: string[] }>(
    request,
    `test-reports/${list.reports[0]?.id ?? 0}`,
  );
  await page.goto(t.targetPathOrUrl);
  await waitForArticles(page);
  await expect(page.getByText(`Bewertung: ${String(t.rating).replace('.', ',')} von 5`)).toBeVisible();
  await expect(page.locator('.ar-pros li')).toHaveCount(t.pros.length);
  await expect(page.locator('.ar-cons li')).toHaveCount(t.cons.length);
});

test('a podcast episode has an audio player that loads nothing before play', async ({ page, request }) => {
  const list = await contentJson<{ podcasts: { id: number }[] }>(request, 'podcasts');
  const p = await contentJson<{ targetPathOrUrl: string; episodes: unknown[] }>(
    request,
    `podcasts/${list.podcasts[0]?.id ?? 0}`,
  );
  await page.goto(p.targetPathOrUrl);
  await waitForArticles(page);
  const audio = page.locator('audio');
  await expect(audio).toHaveCount(p.episodes.length);
  await expect(audio.first()).toHaveAttribute('preload', 'none');
  await expect(audio.first()).toHaveAttribute('controls', '');
});

test('the region page says that saving needs a login, and an anonymous reader subscribes to a newsletter with an address', async ({
  page,
}) => {
  await page.goto('/meineregion');
  await waitForArticles(page);
  await expect(page.getByRole('link', { name: 'melden Sie sich bitte an' })).toHaveAttribute(
    'href',
    '#login',
  );
  await page.goto('/newsletter-anmeldung/der-morgen');
  await waitForArticles(page);
  const address = page.getByLabel(/^Ihre E-Mail-Adresse für „/);
  await expect(address).toHaveAttribute('type', 'email');
  // a plain form the server answers, also before (or without) JavaScript
  await expect(page.locator('form', { has: address })).toHaveAttribute('action', '/api/newsletters/signup');
  await expect(page.getByRole('button', { name: /abonnieren$/ })).toBeVisible();
});

test('a channel page shows breadcrumb and sub-channels', async ({ page }) => {
  await page.goto('/lokales/rheinau-stadt');
  await waitForArticles(page);
  const crumbs = page.getByRole('navigation', { name: 'Sie sind hier' });
  await expect(crumbs.getByRole('link', { name: 'Lokales' })).toHaveAttribute('href', '/lokales');
  await expect(crumbs.getByRole('link', { name: 'Rheinau' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/lokales');
  await waitForArticles(page);
  await expect(
    page.getByRole('navigation', { name: 'Rubriken in Lokales' }).getByRole('link', { name: 'Rheinau' }),
  ).toBeVisible();
});
