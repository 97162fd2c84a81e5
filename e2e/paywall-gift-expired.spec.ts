import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { e2ePort } from './playwright.config';
import {
  chooseNecessaryOnly,
  logInAs,
  paidSentences,
  paywallBox,
  plusTeasers,
  readers,
} from './paywallHelpers';
import { startSite, type Site } from './startSite';

/**
 * An expired gift link (spec §4 link-token state expired, §5, §8): a second site whose gift links live only a few
 * seconds, so one can expire during the test. The paywall service reads their lifetime from GIFT_LINK_TTL_SECONDS.
 */
test.describe.configure({ timeout: 300_000 });

const GIFT_LINK_TTL_ENV = { GIFT_LINK_TTL_SECONDS: '5' };

let site: Site | null = null;
test.beforeAll(async () => {
  // a second site: built data folder, seed and start; slow on a busy 2-core machine
  test.setTimeout(240_000);
  site = await startSite('gift-expiry', e2ePort + 8, GIFT_LINK_TTL_ENV);
});
test.afterAll(async () => {
  await site?.stop();
});

test('an expired gift link: refused by the server, removed from the address and logged; the paywall stays, no paid text', async ({
  browser,
  page,
  request,
}) => {
  const origin = site!.origin;
  const teaser = (await plusTeasers(request, origin)).at(-1)!;
  await logInAs(page, origin, readers.plus);
  const sentences = await paidSentences(page, origin, teaser.documentId);
  const created = await page.request.post(`${origin}/api/paywall/gift-links`, {
    headers: { origin },
    data: { articleId: teaser.documentId },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { path: string; token: string; expiresAt: string };
  const lifetime = Date.parse(link.expiresAt) - Date.now();
  expect(
    lifetime,
    `gift links of this site must expire within a minute (${JSON.stringify(GIFT_LINK_TTL_ENV)})`,
  ).toBeLessThan(60_000);
  // wait until the link has expired (the server's clock decides)
  await expect
    .poll(
      async () =>
        (
          await request.post(`${origin}/api/gift-token/validate`, {
            headers: { origin },
            data: { token: link.token },
          })
        ).status(),
      { timeout: lifetime + 30_000, intervals: [1000] },
    )
    .toBe(400);
  const refused = await request.post(`${origin}/api/gift-token/validate`, {
    headers: { origin },
    data: { token: link.token },
  });
  expect(await refused.json()).toMatchObject({ status: 400, code: 'link_token_expired' });

  const context = await browser.newContext();
  const friend = await context.newPage();
  await chooseNecessaryOnly(friend, origin);
  const errors = collectConsoleErrors(friend);
  await friend.goto(`${origin}${link.path}`);
  await expect(friend.locator('#slot-mf-articles[data-mounted="true"]')).toBeAttached();
  await expect(paywallBox(friend)).toHaveAttribute('data-template', 'registration-wall');
  await expect(friend.locator('.ar-paywalled')).not.toContainText('Dieser Artikel wurde Ihnen geschenkt');
  // the refused token left the address: the link's own path remains
  await expect(friend).toHaveURL(new RegExp(`/${teaser.documentId}$`));
  expect(errors.join('\n')).toContain('link token refused (expired');
  const html = await friend.content();
  expect(sentences.filter((s) => html.includes(s))).toEqual([]);
  await expect(friend.locator('.ar-article__body')).toHaveCount(0);
  await context.close();
});
