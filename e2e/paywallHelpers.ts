import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerAndConfirm } from './authHelpers';
import { contentJson, type ArticleJson } from './readingHelpers';

export const password = 'Demo-Passwort-2026';
export const readers = {
  plus: 'plus@example.com',
  epaper: 'epaper@example.com',
  tag: 'tag@example.com',
  wallet: 'wallet@example.com',
  free: 'leser@example.com',
} as const;

export type PlusTeaser = {
  documentId: number;
  title: string;
  targetPathOrUrl: string;
  isSoldContent: boolean;
  contentRestriction: string;
};

/** The brand's plus articles, newest first (as teasers), from the content API. */
export async function plusTeasers(request: APIRequestContext, origin = ''): Promise<PlusTeaser[]> {
  const teasers: PlusTeaser[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await request.get(`${origin}/content/v5/newest-articles?page=${page}`);
    if (!res.ok()) break;
    const list = (await res.json()) as { teasers: PlusTeaser[]; pagination: { totalPages: number } };
    teasers.push(...list.teasers.filter((t) => t.contentRestriction === 'plus'));
    if (page >= list.pagination.totalPages) break;
  }
  expect(teasers.length, 'the seed has plus articles').toBeGreaterThan(0);
  return teasers;
}

/** Logs a demo reader in with the session API: the page's context gets the session cookies. */
export async function logInAs(page: Page, origin: string, email: string): Promise<void> {
  const res = await page.request.post(`${origin}/api/auth/login`, {
    headers: { origin },
    data: { identifier: email, password },
  });
  expect(res.status(), `login of ${email}`).toBe(200);
}

/** Sets the consent choice, so the consent layer does not cover the paywall. */
export async function chooseNecessaryOnly(page: Page, origin: string): Promise<void> {
  await page.context().addCookies([{ name: 'news_consent', value: '4.necessary', url: origin }]);
}

/** The paragraphs of the paid body of a plus article, as an entitled reader (plus@) reads it. */
export async function paidSentences(page: Page, origin: string, articleId: number): Promise<string[]> {
  const res = await page.request.get(`${origin}/api/paywall/articles/${articleId}`);
  expect(res.status(), 'plus@ reads the whole article').toBe(200);
  const article = (await res.json()) as ArticleJson;
  const sentences = article.contentItems
    .flatMap((item) => (item.text ? item.text.split(/(?<=[.!?])\s+/) : []))
    .filter((s) => s.length >= 30);
  expect(sentences.length, 'the plus article has a paid body').toBeGreaterThan(0);
  return sentences;
}

/** The article as an anonymous reader gets it from the content API (the lead, no body). */
export const anonymousArticle = (request: APIRequestContext, id: number) =>
  contentJson<ArticleJson>(request, `articles/${id}`);

/**
 * Sums the layout shifts of the page that no input caused (CLS of the page's lifetime so far) and that a reader can
 * see: a shift whose every element moved by less than one CSS pixel does not count. That is what the swap of a web
 * font for its fallback does (the fallbacks have the fonts' metrics, fonts.css), when the font arrives after the
 * first paint of a fresh browser: 0.0004 in a test that just started the server, on this and the earlier builds.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = {
      value: number;
      hadRecentInput: boolean;
      sources: { previousRect: Rect; currentRect: Rect }[];
    };
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    const moved = (a: Rect, b: Rect) =>
      Math.max(
        Math.abs(a.x - b.x),
        Math.abs(a.y - b.y),
        Math.abs(a.width - b.width),
        Math.abs(a.height - b.height),
      ) >= 1;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!entry.hadRecentInput && entry.sources.some((s) => moved(s.previousRect, s.currentRect)))
          w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/**
 * The paywall box the reader sees: its template is in data-template. A document rendered for anonymous readers
 * carries one box per device class (mf-paywall DevicePaywalls), of which the viewport's one is shown.
 */
export const paywallBox = (page: Page) => page.locator('.ar-paywalled [data-template]:visible');

/** The "Noch N freie plus-Artikel" count of the meter notice below an opened plus article (0 for the last). */
export async function meterRemaining(page: Page): Promise<number> {
  const text = await page.getByRole('complementary', { name: 'Ihre freien plus-Artikel' }).innerText();
  if (text.includes('Dies war Ihr letzter freier plus-Artikel')) return 0;
  const count = /Noch (\d+) freie?r? plus-Artikel/.exec(text)?.[1];
  expect(count, `meter notice: ${text}`).toBeDefined();
  return Number(count);
}

/** A new reader with a confirmed e-mail address, logged in on the page (a full meter, whatever earlier runs did). */
export async function registerReader(page: Page, origin: string, what: string): Promise<string> {
  const email = `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await registerAndConfirm(page, origin, { firstName: 'Mia', lastName: 'Meter', email, password });
  return email;
}

export type MeterStep = { teaser: PlusTeaser } & (
  { kind: 'opened'; remaining: number; noticeBelowText: boolean } | { kind: 'offer' }
);

/**
 * Opens the brand's plus articles one after the other as the page's reader until one stays locked: what the meter
 * did on each (opened with the "Noch N" notice, or the paywall's template).
 */
export async function readUntilLocked(page: Page, request: APIRequestContext): Promise<MeterStep[]> {
  const steps: MeterStep[] = [];
  for (const teaser of await plusTeasers(request)) {
    await page.goto(teaser.targetPathOrUrl);
    await expect(page.locator('#slot-mf-articles[data-mounted="true"]')).toBeAttached();
    const body = page.locator('.ar-article__body');
    await expect(body.or(paywallBox(page)).first()).toBeVisible();
    if ((await body.count()) === 0) {
      steps.push({ teaser, kind: 'offer' });
      return steps;
    }
    const notice = page.getByRole('complementary', { name: 'Ihre freien plus-Artikel' });
    await expect(notice).toBeVisible();
    const [bodyBox, noticeBox] = [await body.boundingBox(), await notice.boundingBox()];
    const noticeBelowText = (noticeBox?.y ?? 0) >= (bodyBox?.y ?? 0) + (bodyBox?.height ?? 0);
    steps.push({ teaser, kind: 'opened', remaining: await meterRemaining(page), noticeBelowText });
  }
  return steps;
}
