import { expect, test } from '@playwright/test';
import { openSite } from './authHelpers';

test('colour mode and font size are chosen in the header menu and survive a reload', async ({
  page,
  context,
}) => {
  await openSite(page, '/');
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');

  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  const sidebar = page.getByRole('navigation', { name: 'Menü' });
  await expect(sidebar.getByRole('radio', { name: 'System' })).toBeChecked();
  await sidebar.getByRole('radio', { name: 'Dunkel' }).check();
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  expect(await background()).toBe('rgb(18, 18, 18)');
  expect((await context.cookies()).find((c) => c.name === 'colorMode')?.value).toBe('dark');

  await expect(sidebar.getByRole('status')).toHaveText('112,5 %');
  await sidebar.getByRole('button', { name: 'Schrift größer' }).click();
  await expect(sidebar.getByRole('status')).toHaveText('125 %');
  expect((await context.cookies()).find((c) => c.name === 'fontSize')?.value).toBe('125');
  const fontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await fontSize()).toBe('20px');

  // applied before the first paint from the cookies alone: the document's parse touches no localStorage (its
  // first access is a synchronous round trip to the browser process)
  await page.addInitScript(() => {
    const w = window as unknown as { __storageReads: number };
    w.__storageReads = 0;
    const get = Object.getOwnPropertyDescriptor(window, 'localStorage')!.get!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        if (document.readyState === 'loading') w.__storageReads++;
        return get.call(window);
      },
    });
  });
  await page.reload();
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  expect(await background()).toBe('rgb(18, 18, 18)');
  expect(await fontSize()).toBe('20px');
  expect(await page.evaluate(() => (window as unknown as { __storageReads: number }).__storageReads)).toBe(0);
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  await expect(sidebar.getByRole('radio', { name: 'Dunkel' })).toBeChecked();
  await expect(sidebar.getByRole('status')).toHaveText('125 %');

  // back to the defaults: nothing stays stored
  await sidebar.getByRole('radio', { name: 'Hell' }).check();
  await sidebar.getByRole('button', { name: 'Schrift kleiner' }).click();
  await expect(sidebar.getByRole('status')).toHaveText('112,5 %');
  expect((await context.cookies()).find((c) => c.name === 'fontSize')).toBeUndefined();
  await page.reload();
  await expect(html).toHaveAttribute('data-color-mode', 'light');
  expect(await background()).toBe('rgb(255, 255, 255)');
  expect(await fontSize()).toBe('18px');
});

test('system follows the device’s dark setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSite(page, '/');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
});
