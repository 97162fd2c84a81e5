import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { demoReader, dialogFrame, loginDialog, logInByApi, openSite } from './authHelpers';
import {
  chooseNecessaryOnly,
  logInAs,
  paidSentences,
  paywallBox,
  plusTeasers,
  readers,
} from './paywallHelpers';
import { e2ePort } from './playwright.config';
import { findArticle, waitForArticles } from './readingHelpers';

/**
 * The documents' Content Security Policy (SECURITY.md, issue 11): scripts only by the hashes of the document's
 * inline scripts and what those insert ('strict-dynamic'). A mistake in it breaks a page silently, so every kind of
 * page is opened in the browser and must report no violation at all: each `securitypolicyviolation` event of any
 * frame (reported by a listener the browser context puts into every document before its own scripts) and every
 * console message of the browser's CSP checks. That the pages' scripts ran is checked too: a policy that blocked
 * them would report violations, but a page without them would also show nothing to violate.
 */

const origin = `http://localhost:${e2ePort}`;
const laOrigin = `http://la.localhost:${e2ePort}`;

/** Violations in every frame of the context's pages, as "directive blocked-uri (source:line)". */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation;
      report?.(
        `${e.effectiveDirective} ${e.blockedURI || '(inline)'} (${e.sourceFile}:${e.lineNumber}) ${e.sample} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(msg.text()))
      violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

/** Opens `url` and checks that its document came with the strict script policy. */
async function openStrict(page: Page, url: string) {
  const res = await page.goto(url);
  const scriptSrc = (res?.headers()['content-security-policy'] ?? '')
    .split('; ')
    .find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
}

const shellReady = (page: Page) => expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();

/** Every test gets the violations of its pages, collected from before the first document. */
const test = base.extend<{ violations: string[] }>({
  violations: async ({ context, page }, provide) => {
    await provide(await watchViolations(context, page));
  },
});

test('home, a channel, a free article and an in-app navigation run without a CSP violation', async ({
  page,
  request,
  violations,
}) => {
  await openStrict(page, '/');
  await openSite(page, '/');
  await shellReady(page);
  await expect(page.locator('.shell-nav a').first()).toBeVisible();

  const channel = await page
    .locator('.shell-nav a')
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? '').find((href) => /^\/[a-z0-9-]+$/.test(href)),
    );
  expect(channel, 'the main menu links a channel').toBeTruthy();
  await page.goto(channel!);
  await shellReady(page);

  const free = await findArticle(request, (a) => !a.isPaywalled);
  await page.goto(free.canonicalPath);
  await waitForArticles(page);
  await expect(page.getByRole('heading', { level: 1, name: free.title })).toBeVisible();

  // in the app: the runtime runs, a click on the brand link changes the page without loading a document
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.locator('a.shell-brand').click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.locator('#slot-mf-articles[data-mounted="true"]')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(violations).toEqual([]);
});

test('a plus article, for an anonymous and for an entitled reader, runs without a CSP violation', async ({
  page,
  request,
  violations,
}) => {
  const [teaser] = await plusTeasers(request);
  await chooseNecessaryOnly(page, origin);
  await page.goto(teaser!.targetPathOrUrl);
  await waitForArticles(page);
  await expect(paywallBox(page)).toBeVisible();

  await logInAs(page, origin, readers.plus);
  const [sentence] = await paidSentences(page, origin, teaser!.documentId);
  await openStrict(page, teaser!.targetPathOrUrl);
  await waitForArticles(page);
  await expect(page.getByText(sentence!.slice(0, 40), { exact: false }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the sign-in dialog in its frame and a portal page run without a CSP violation', async ({
  page,
  baseURL,
  violations,
}) => {
  await openSite(page, '/#login');
  await expect(loginDialog(page)).toBeVisible();
  await expect(dialogFrame(page).getByLabel('E-Mail-Adresse')).toBeVisible();

  await logInByApi(page, baseURL, demoReader);
  await openSite(page, '/account');
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('"Alle akzeptieren" loads the vendor scripts and an embed without a CSP violation', async ({
  page,
  request,
  violations,
}) => {
  // no internet: the player's address answers with a stand-in page
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
  );
  const article = await findArticle(request, (a) => a.title.startsWith('Neubaugebiet Lindenhof-Süd'));
  await page.goto(article.canonicalPath);
  await waitForArticles(page);
  const layer = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await layer.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(layer).toBeHidden();
  await waitForArticles(page);
  for (const vendor of ['adobeanalytics', 'ivw', 'kdm', 'cleverpush', 'facebook', 'echobox'])
    await expect(page.locator('html')).toHaveAttribute(`data-demo-vendor-${vendor}`, 'loaded');
  await expect(page.locator('.ar-embed iframe')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the brand la runs without a CSP violation', async ({ page, violations }) => {
  await openStrict(page, `${laOrigin}/`);
  await shellReady(page);
  await openSite(page, `${laOrigin}/`);
  await expect(page.locator('a.shell-brand')).toHaveAttribute('href', '/');
  expect(violations).toEqual([]);
});
