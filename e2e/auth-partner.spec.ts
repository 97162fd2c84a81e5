import { expect, test, type Page } from '@playwright/test';

import { partnerOrigin } from './playwright.config';

type Received = { origin: string; data: { control?: string } };

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);

test('a listed partner page can embed the sign-in dialog and exchange messages with exact origins', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '').origin;
  // The partner's page: any page of that origin without a CSP of its own, replaced by an embedding page.
  await page.goto(`${partnerOrigin}/healthz`);
  await page.setContent(
    '<!doctype html><html lang="de"><title>Partner</title><script>window.received = [];' +
      "addEventListener('message', (e) => received.push({ origin: e.origin, data: e.data }));</script>" +
      `<iframe id="f" title="Anmeldung" src="${site}/__mein-portal/dialog-flow/login" width="440" height="640"></iframe></html>`,
  );
  const frame = page.frameLocator('#f');
  await expect(frame.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expect(
    frame.getByText('Die Anmeldung kann nur direkt auf unserer Website genutzt werden.'),
  ).toHaveCount(0);

  // the dialog asked the partner for the session state and reported its height, from the site's origin
  await expect
    .poll(async () => (await received(page)).map((m) => `${m.origin} ${m.data.control}`))
    .toEqual(expect.arrayContaining([`${site} ready`, `${site} resize`]));

  // Escape in the dialog asks the partner page to close it
  await frame.getByLabel('E-Mail-Adresse').press('Escape');
  await expect.poll(async () => (await received(page)).some((m) => m.data.control === 'close')).toBe(true);
  for (const message of await received(page)) expect(message.origin).toBe(site);
});
