import type { Browser, Page } from '@playwright/test';
import { answerConsent } from './answerConsent';
import { benchCheck, type Check } from './benchCheck';
import type { BenchPages } from './benchPages';

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

/** The page remote has mounted the route: the app runs. */
const MOUNTED = '#slot-mf-articles[data-mounted="true"]';

/** Navigates in the app, as a reader's click on a link of this site would (the shell intercepts it). */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'bench';
    link.style.position = 'fixed';
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
  await page.locator(MOUNTED).waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** S8 (browser): JS heap of an article page after 20 client-side navigations against the heap after its first view. */
export async function measureHeapGrowth(
  browser: Browser,
  baseUrl: string,
  pages: BenchPages,
): Promise<Check[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}${pages.freeArticle}`);
    await answerConsent(page);
    // The cold first view is an island view without the app (ADR 0013); a reader's intent starts it. Growth is
    // measured from the page with the app running, so it is the navigations' cost, not the app's start.
    await page.locator('a.shell-brand').hover();
    await page.locator(MOUNTED).waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page.evaluate(() => ((window as unknown as { __benchNoReload: boolean }).__benchNoReload = true));
    const first = await heapUsed(page);
    const cycle = [
      pages.home,
      pages.channel,
      ...pages.moreArticles.slice(0, 3),
      pages.plusArticle,
      pages.home,
      pages.freeArticle,
    ];
    const route: string[] = [];
    for (let i = 0; route.length < 19; i++) route.push(cycle[i % cycle.length]!);
    route.push(pages.freeArticle);
    for (const path of route) await clientNavigate(page, path);
    const noReload = await page.evaluate(
      () => (window as unknown as { __benchNoReload?: boolean }).__benchNoReload === true,
    );
    const last = await heapUsed(page);
    return [
      benchCheck({
        id: 'S8',
        subject: 'Chromium heap, article',
        metric: 'after 20 navigations / first view',
        unit: 'x',
        op: '<=',
        target: 1.5,
        measured: Math.round((last / first) * 100) / 100,
        note: noReload ? undefined : 'a navigation reloaded the page: not all 20 were client-side',
        details: { firstBytes: first, afterBytes: last, navigations: route.length, clientSideOnly: noReload },
      }),
    ];
  } finally {
    await page.close();
  }
}
