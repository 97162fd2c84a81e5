import { expect, test } from '@playwright/test';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { collectConsoleErrors } from './consoleErrors';
import { findArticle, waitForArticles } from './readingHelpers';
import { resetRegistry, setRegistryEntry } from './registryFile';
import { routeThrowingRemote } from './throwingRemote';

test.describe.configure({ mode: 'serial' });
test.afterEach(resetRegistry);

test('client-side navigation moves between remotes without a page load', async ({ page }) => {
  await page.goto('/');
  await waitForArticles(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // Logged out, the header offers the login (#login); a plain link to the account area routes in the app.
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/account';
    link.textContent = 'Zum Kundenbereich';
    document.querySelector('.shell-header__inner')?.append(link);
  });
  await page.getByRole('link', { name: 'Zum Kundenbereich' }).click();
  await expect(page).toHaveURL(/\/account(#login)?$/);
  // the account needs a session: the login dialog opens; closing it leaves the reader on the account page
  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(login).toBeVisible();
  await page.getByRole('button', { name: 'Dialog schließen' }).click();
  await expect(login).toHaveCount(0);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'mein-portal');
  await expect(page.locator('#slot-mf-portal[data-mounted="true"]')).toBeAttached();

  await page.goBack();
  await expect(page.locator('#slot-mf-articles[data-mounted="true"]')).toBeAttached();
  await expect(page.locator('.ui-teaser').first()).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'default');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the onepage checkout redirect keeps the query string, as a document and in the app', async ({
  page,
}) => {
  await page.goto('/order/onepage-checkout?offer=plus-12&utm_source=newsletter');
  await expect(page).toHaveURL(/\/order\/checkout\?offer=plus-12&utm_source=newsletter$/);

  await page.goto('/');
  await waitForArticles(page);
  // in-app navigation (links with a query are full page loads; a remote navigates through the history API)
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
    history.pushState(null, '', '/order/onepage-checkout?offer=plus-12');
  });
  await expect(page).toHaveURL(/\/order\/checkout\?offer=plus-12$/);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a broken remote shows a German fallback while the rest of the page works', async ({ page }) => {
  await setRegistryEntry('mf-portal', { entry: '/remotes/mf-portal/does-not-exist/mf-manifest.json' });
  await page.goto('/bookmarks');
  const fallback = page.locator('#slot-mf-portal .shell-remote-fallback');
  await expect(fallback).toContainText('Der Kundenbereich kann gerade nicht geladen werden');
  // The fallback itself keeps the height the layout reserves for a remote's slot (60vh), so the footer does not
  // jump up (#app-main's own minimum height would hide a collapsed fallback).
  const viewport = page.viewportSize();
  const box = await fallback.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(Math.floor((viewport?.height ?? 0) * 0.6));

  // the header still navigates, and the news remote still renders
  await page.locator('.shell-brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.ui-teaser').first()).toBeVisible();
});

test('a remote that throws in mount shows the German fallback in its slot while the rest of the page works', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await setRegistryEntry('mf-portal', await routeThrowingRemote(page, 'mf-portal'));
  await page.goto('/bookmarks');
  const fallback = page.locator('#slot-mf-portal .shell-remote-fallback');
  await expect(fallback).toHaveAttribute('role', 'alert');
  await expect(fallback).toContainText('Der Kundenbereich kann gerade nicht geladen werden');
  expect(errors.join('\n')).toContain('mf-portal test release: mount throws');
  await expect(page.locator('#slot-mf-portal [role="alert"]')).toHaveCount(1);

  // the header still navigates in the app, and the news remote still renders
  await page.locator('.shell-brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.ui-teaser').first()).toBeVisible();
  await expect(page.locator('#slot-mf-portal')).toBeHidden();
});

test('a paywall that throws fails closed: a German fallback paywall in its box, the teaser only', async ({
  page,
  request,
}) => {
  const article = await findArticle(
    request,
    (a) => a.isPaywalled,
    (t) => t.contentRestriction === 'plus',
  );
  const errors = collectConsoleErrors(page);
  await setRegistryEntry('mf-paywall', await routeThrowingRemote(page, 'mf-paywall'));
  await page.goto(article.canonicalPath);
  await waitForArticles(page);

  const box = page.locator('.ar-paywalled .ar-paywall');
  await expect(box).toHaveAttribute('role', 'alert');
  await expect(box).toContainText('Der vollständige Artikel ist Abonnentinnen und Abonnenten vorbehalten');
  await expect(box.getByRole('link', { name: 'Zu den plus-Angeboten' })).toHaveAttribute('href', '/order');
  // the fallback keeps the height reserved for the paywall (14rem), and no paid text is anywhere on the page
  expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(14 * 16);
  await expect(page.getByText(article.lead)).toBeVisible();
  await expect(page.locator('.ar-article__body')).toHaveCount(0);
  expect(errors.join('\n')).toMatch(/the paywall failed[\s\S]*mf-paywall test release: mount throws/);
});

test('a registry change points the shell at another build without rebuilding', async ({ page }) => {
  // Publish a copy of mf-portal's build on another origin, marked so we can tell it apart.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mf-portal-release-'));
  await cp(path.resolve(__dirname, '..', 'mf-portal', 'dist', 'client'), dir, { recursive: true });
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    if (text.includes('Merkliste'))
      await writeFile(path.join(dir, file), text.replaceAll('Merkliste', 'Merkliste (neue Version)'));
  }
  const server: Server = createServer(async (req, res) => {
    try {
      const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
      const body = await readFile(path.join(dir, name));
      res.writeHead(200, {
        'content-type': name.endsWith('.json')
          ? 'application/json'
          : name.endsWith('.css')
            ? 'text/css'
            : 'text/javascript',
        'access-control-allow-origin': '*',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  try {
    await page.goto('/bookmarks');
    await expect(page.getByRole('heading', { name: 'Merkliste', exact: true })).toBeVisible();

    await setRegistryEntry('mf-portal', { entry: `http://127.0.0.1:${port}/mf-manifest.json` });
    const fromRelease = page.waitForRequest((r) => r.url().startsWith(`http://127.0.0.1:${port}/`));
    await page.goto('/bookmarks');
    await fromRelease;
    await expect(page.getByRole('heading', { name: 'Merkliste (neue Version)' })).toBeVisible();
    const registry = await (await page.request.get('/mf-registry.json')).json();
    expect(registry['mf-portal'].entry).toBe(`http://127.0.0.1:${port}/mf-manifest.json`);
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
});
