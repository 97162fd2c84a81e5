import AxeBuilder from '@axe-core/playwright';
import { TCString } from '@iabtechlabtcf/core';
import { expect, test, type Page } from '@playwright/test';
import { startConsentLayer } from './authHelpers';
import { collectConsoleErrors } from './consoleErrors';
import { configuredVendors, vendorRequests } from './vendorHelpers';

const firstLayer = (page: Page) => page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
const settingsLayer = (page: Page) => page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });

/** Opens the page and waits until the consent remote runs (a click before that would post the form). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await startConsentLayer(page);
}

/** The TC string `__tcfapi('getTCData')` answers, decoded: the vendors and purposes with consent. */
async function tcData(page: Page) {
  const tcString = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) =>
        (window as unknown as { __tcfapi: (...a: unknown[]) => void }).__tcfapi(
          'getTCData',
          2,
          (data: { tcString: string } | null, ok: boolean) =>
            ok && data ? resolve(data.tcString) : reject(),
        ),
      ),
  );
  const decoded = TCString.decode(tcString);
  const ids = (vector: typeof decoded.vendorConsents) => {
    const set: number[] = [];
    vector.forEach((value, id) => value && set.push(id));
    return set;
  };
  return { tcString, vendors: ids(decoded.vendorConsents), purposes: ids(decoded.purposeConsents) };
}

const euconsent = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'euconsent-v2');

test('no vendor script before a choice; "Alle akzeptieren" loads each configuredVendors one exactly once, with a TC string', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const requested = vendorRequests(page);
  await open(page, '/');
  await expect(firstLayer(page)).toBeVisible();
  expect(requested).toEqual([]);
  expect(await euconsent(page)).toBeUndefined();

  await firstLayer(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => [...requested].sort()).toEqual([...configuredVendors].sort());
  for (const vendor of configuredVendors)
    await expect(page.locator('html')).toHaveAttribute(`data-demo-vendor-${vendor.toLowerCase()}`, 'loaded');
  const data = await tcData(page);
  expect(data.vendors).toHaveLength(16);
  const cookie = await euconsent(page);
  expect(cookie?.value).toBe(data.tcString);
  // 360 days (spec §9)
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(359 * 24 * 3600);
  expect(requested).toHaveLength(configuredVendors.length);
  expect(errors).toEqual([]);
});

test('"Nur notwendige" loads no vendor script', async ({ page }) => {
  const requested = vendorRequests(page);
  await open(page, '/');
  await firstLayer(page).getByRole('button', { name: 'Nur notwendige' }).click();
  // the choice is complete once its TC string is written
  await expect.poll(() => euconsent(page).then(Boolean)).toBe(true);
  expect((await tcData(page)).vendors).toEqual([]);
  expect(requested).toEqual([]);
});

test('three vendors chosen in the settings load exactly those three; revoking one from the footer reloads without it', async ({
  page,
}) => {
  const requested = vendorRequests(page);
  await open(page, '/lokales');
  await firstLayer(page).getByRole('button', { name: 'Einstellungen' }).click();
  const settings = settingsLayer(page);
  await expect(settings).toBeVisible();
  expect(
    await new AxeBuilder({ page })
      .include('#slot-mf-consent')
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);
  for (const name of ['KDM (Anzeigenvermarktung)', 'IVW (INFOnline)', 'CleverPush'])
    await settings.getByRole('switch', { name }).check();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(() => [...requested].sort()).toEqual(['cleverpush', 'ivw', 'kdm']);
  const data = await tcData(page);
  expect(data.vendors).toEqual([9, 10, 12]);
  expect(data.purposes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

  // reopen from the footer, by keyboard, and revoke kdm
  requested.length = 0;
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz-Einstellungen' });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toBeVisible();
  const kdm = settings.getByRole('switch', { name: 'KDM (Anzeigenvermarktung)' });
  await expect(kdm).toBeChecked();
  await kdm.focus();
  await page.keyboard.press('Space');
  await expect(kdm).not.toBeChecked();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/[?&]nocache=/);
  await expect(page.locator('#slot-mf-consent[data-mounted="true"]')).toBeAttached();
  await expect.poll(() => [...requested].sort()).toEqual(['cleverpush', 'ivw']);
  expect((await tcData(page)).vendors).toEqual([9, 12]);
  await expect(page.locator('html')).not.toHaveAttribute('data-demo-vendor-kdm', 'loaded');
  await expect(firstLayer(page)).toHaveCount(0);
});

test('the first layer passes axe and its choices are reachable by keyboard', async ({ page }) => {
  await open(page, '/');
  const layer = firstLayer(page);
  await expect(layer).toBeVisible();
  expect(
    await new AxeBuilder({ page })
      .include('#slot-mf-consent')
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);
  await layer.getByRole('button', { name: 'Einstellungen' }).focus();
  await page.keyboard.press('Enter');
  await expect(settingsLayer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layer).toBeVisible();
});

test('a reader in the native app never gets the consent layer nor a vendor script', async ({ page }) => {
  const requested = vendorRequests(page);
  await page.goto('/?isnative=1');
  await expect(page.locator('#slot-mf-consent[data-mounted="true"]')).toBeAttached();
  await expect(firstLayer(page)).toBeHidden();
  await expect(page.locator('html[data-consent-pending]')).toHaveCount(0);
  expect(requested).toEqual([]);
});
