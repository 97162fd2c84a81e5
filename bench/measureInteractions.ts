import type { Browser, Page } from '@playwright/test';
import { answerConsent } from './answerConsent';
import { benchCheck, type Check } from './benchCheck';
import { browserTargets } from './benchTargets';
import type { BenchPages } from './benchPages';
import { median } from './median';

/** CPU slowdown during the interactions, as Lighthouse's mobile preset simulates (4x). */
export const INTERACTION_CPU_SLOWDOWN = 4;
/** The Event Timing API reports no interaction shorter than this (ms). */
const EVENT_THRESHOLD_MS = 16;

type Interaction = {
  name: string;
  /** Steps before the measured interaction (not measured), e.g. an earlier navigation. */
  before?(page: Page): Promise<void>;
  /** Finds the control; null when the page has none. */
  find(page: Page): Promise<ReturnType<Page['locator']> | null>;
  /** Waits for the visible result of the interaction. */
  settled(page: Page): Promise<void>;
};

async function firstVisible(page: Page, selectors: string[]) {
  for (const selector of selectors) {
    const loc = page.locator(selector).first();
    if ((await loc.count()) > 0 && (await loc.isVisible())) return loc;
  }
  return null;
}

/** The first link of the main menu: a channel page, routed in the app. */
const channelLink = (page: Page) => firstVisible(page, ['nav.shell-nav a[href^="/"]']);
const channelShown = (page: Page) =>
  page.waitForURL((url) => url.pathname !== '/' && !/-\d+$/.test(url.pathname), { timeout: 15_000 });

/** The first visible article teaser in the page's main content (article paths end in `-{id}`). */
async function articleLink(page: Page) {
  const links = page.locator('main a[href^="/"]');
  const index = await links.evaluateAll((anchors) =>
    anchors.findIndex(
      (a) =>
        /-\d+$/.test(new URL((a as HTMLAnchorElement).href).pathname) &&
        (a as HTMLElement).offsetParent !== null,
    ),
  );
  return index < 0 ? null : links.nth(index);
}

const interactions: Interaction[] = [
  {
    name: 'login dialog open',
    find: async (page) => {
      const account = page.locator('a.shell-account');
      await account.waitFor({ state: 'visible', timeout: 15_000 });
      // In app mode the shell turns the server-rendered "Mein Konto" into the #login link once it knows the reader
      // is anonymous; on an island first view the click is held until the runtime runs and then opens the dialog.
      if ((await page.locator('html[data-first-view="islands"]').count()) === 0)
        await page.waitForFunction(
          () => document.querySelector('a.shell-account')?.getAttribute('href') === '#login',
          null,
          { timeout: 15_000 },
        );
      return account;
    },
    settled: (page) =>
      page.getByRole('dialog', { name: 'Anmelden' }).waitFor({ state: 'visible', timeout: 15_000 }),
  },
  {
    name: 'bookmark click',
    find: (page) =>
      firstVisible(page, [
        'button:has-text("Merken")',
        '[aria-label*="merken" i]',
        '[data-testid*="bookmark"]',
        'button[aria-label*="Merkliste" i]',
      ]),
    settled: (page) => page.waitForTimeout(500),
  },
  {
    name: 'menu open',
    find: (page) =>
      firstVisible(page, [
        'button[aria-controls][aria-expanded]',
        'button:has-text("Menü")',
        '[aria-label*="Menü" i]',
      ]),
    settled: (page) => page.waitForTimeout(500),
  },
  {
    name: 'first in-app navigation after a cold first view',
    find: (page) => channelLink(page),
    settled: channelShown,
  },
  {
    name: 'a later in-app navigation',
    before: async (page) => {
      const link = await channelLink(page);
      if (!link) return;
      await link.click();
      await channelShown(page);
      await page.waitForTimeout(500);
    },
    find: articleLink,
    settled: (page) => page.waitForURL((url) => /-\d+$/.test(url.pathname), { timeout: 15_000 }),
  },
];

async function openArticle(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await page.goto(url);
  await answerConsent(page);
  await page.waitForTimeout(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
  await page.evaluate((threshold) => {
    const w = window as unknown as { __benchEvents: { id: number; duration: number }[] };
    w.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (e.interactionId) w.__benchEvents.push({ id: e.interactionId, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: threshold, buffered: false } as PerformanceObserverInit);
  }, EVENT_THRESHOLD_MS);
  return page;
}

/**
 * B5: interaction to next paint of each interaction on a free article, anonymous, CPU slowed down 4x: the longest
 * Event Timing duration of the interaction, the median over `repeats` fresh page loads. Interactions the product
 * does not offer yet are reported as not measured.
 */
export async function measureInteractions(
  browser: Browser,
  baseUrl: string,
  pages: BenchPages,
  repeats: number,
): Promise<Check[]> {
  const checks: Check[] = [];
  for (const interaction of interactions) {
    const values: number[] = [];
    let missing = false;
    for (let i = 0; i < repeats && !missing; i++) {
      const page = await openArticle(browser, `${baseUrl}${pages.freeArticle}`);
      try {
        if (interaction.before) {
          await interaction.before(page);
          await page.evaluate(() => {
            (window as unknown as { __benchEvents: unknown[] }).__benchEvents = [];
          });
        }
        const control = await interaction.find(page);
        if (!control) {
          missing = true;
          break;
        }
        await control.click();
        await interaction.settled(page);
        await page.waitForTimeout(300);
        const events = await page.evaluate(
          () => (window as unknown as { __benchEvents: { id: number; duration: number }[] }).__benchEvents,
        );
        values.push(events.reduce((m, e) => Math.max(m, e.duration), 0));
      } finally {
        await page.close();
      }
    }
    const measured = missing ? null : median(values);
    checks.push(
      benchCheck({
        id: 'B5',
        subject: interaction.name,
        metric: 'INP',
        unit: 'ms',
        op: '<=',
        target: browserTargets.inpMs,
        measured: measured === 0 ? EVENT_THRESHOLD_MS : measured,
        note: missing
          ? 'the article page has no such control yet'
          : measured === 0
            ? `below ${EVENT_THRESHOLD_MS} ms (no Event Timing entry): reported as ${EVENT_THRESHOLD_MS}`
            : `CPU ${INTERACTION_CPU_SLOWDOWN}x slowdown, median of ${values.length}`,
        details: { runs: values },
      }),
    );
  }
  return checks;
}
