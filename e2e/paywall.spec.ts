import { expect, test, type Browser } from '@playwright/test';
import { dialogFrame, markWindow, windowMarked } from './authHelpers';
import {
  chooseNecessaryOnly,
  layoutShift,
  logInAs,
  paidSentences,
  password,
  paywallBox,
  plusTeasers,
  readers,
  type PlusTeaser,
  readUntilLocked,
  recordLayoutShifts,
  registerReader,
} from './paywallHelpers';
import { documentHtml, ssrSlot, waitForArticles } from './readingHelpers';

/**
 * What a reader sees of the paywall (issue 12): the templates, the meter, buying with a coin, gift links, the lock
 * icons and a page that does not move. Runs against the e2e site with the paywall service, the payments service
 * and the gateway's entitlement in place.
 */

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

async function readerPage(browser: Browser, baseURL: string | undefined, email?: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await chooseNecessaryOnly(page, origin(baseURL));
  if (email) await logInAs(page, origin(baseURL), email);
  return { context, page };
}

test('an anonymous reader gets the registration wall, with the free account and the login as links the keyboard reaches', async ({
  page,
  request,
  baseURL,
}) => {
  const [teaser] = await plusTeasers(request);
  await chooseNecessaryOnly(page, origin(baseURL));
  await page.goto(teaser!.targetPathOrUrl);
  await waitForArticles(page);
  const wall = page.getByRole('region', { name: 'Kostenlos registrieren und weiterlesen' });
  await expect(wall).toBeVisible();
  await expect(paywallBox(page)).toHaveAttribute('data-template', 'registration-wall');
  await expect(wall.getByRole('heading', { level: 2 })).toHaveText('Kostenlos registrieren und weiterlesen');
  await expect(wall).not.toContainText('Dieser Artikel wurde Ihnen geschenkt');
  await expect(page.locator('.ar-article__body')).toHaveCount(0);
  await expect(wall.getByRole('link', { name: 'Bereits registriert? Anmelden' })).toHaveAttribute(
    'href',
    '#login',
  );

  const register = wall.getByRole('link', { name: 'Kostenlos registrieren' });
  await register.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Registrieren' })).toBeVisible();
});

test("a registered reader's meter: notices count down below the opened text, then the subscription offer", async ({
  page,
  request,
  baseURL,
}) => {
  await registerReader(page, origin(baseURL), 'meter');
  await chooseNecessaryOnly(page, origin(baseURL));
  const steps = await readUntilLocked(page, request);
  const opened = steps.flatMap((step) => (step.kind === 'opened' ? [step] : []));
  expect(opened.length, 'the meter opened plus articles').toBeGreaterThan(0);
  expect(steps.at(-1)?.kind, 'the meter ran out within the seeded plus articles').toBe('offer');
  expect(opened.map((step) => step.remaining)).toEqual(opened.map((_, i) => opened.length - 1 - i));
  expect(opened.every((step) => step.noticeBelowText)).toBe(true);
  await expect(paywallBox(page)).toHaveAttribute('data-template', 'subscription-offer');
  await expect(page.locator('.ar-paywalled')).toContainText(
    opened.length === 1
      ? 'Sie haben Ihren freien plus-Artikel in diesem Monat gelesen.'
      : `Sie haben Ihre ${opened.length} freien plus-Artikel in diesem Monat gelesen.`,
  );
  await expect(page.getByRole('link', { name: 'Jetzt plus abonnieren' })).toHaveAttribute('href', /^\//);
});

test('a wallet reader buys an article with a coin: it opens in place, the count drops in the header and on /account/coins', async ({
  browser,
  request,
  baseURL,
}) => {
  const { context, page } = await readerPage(browser, baseURL, readers.wallet);
  const purchasesBefore = await page.request.get('/api/plenigo/credits/purchases');
  expect(purchasesBefore.status()).toBe(200);
  const bought = ((await purchasesBefore.json()) as { articleId: number }[]).map((p) => p.articleId);
  // a sold article wallet@ may not read yet: the brand's meter opens a verified reader's first plus articles of the
  // month (asking counts them), the next one is locked
  let teaser: PlusTeaser | undefined;
  for (const t of (await plusTeasers(request)).filter(
    (t) => t.isSoldContent && !bought.includes(t.documentId),
  )) {
    if ((await page.request.get(`/api/paywall/articles/${t.documentId}`)).status() === 403) {
      teaser = t;
      break;
    }
  }
  expect(
    teaser,
    'a plus article sold for coins that wallet@ has not bought yet and may not read',
  ).toBeDefined();

  await page.goto(teaser!.targetPathOrUrl);
  await waitForArticles(page);
  const coins = page.locator('a.shell-coins');
  await expect(coins).toHaveText(/^\d+ Coins?$/);
  const before = Number((await coins.innerText()).split(' ')[0]);
  expect(before, 'wallet@ still has coins in this data folder').toBeGreaterThan(0);
  await expect(coins).toHaveAttribute('href', '/account/coins');

  // the coin offer, whatever headline the brand's template gives it (paywall.paywall_templates)
  const offer = page.locator('.ar-paywalled [data-template="coin-offer"]');
  await expect(offer).toContainText(`Ihr Guthaben: ${before} ${before === 1 ? 'Coin' : 'Coins'}`);
  await markWindow(page);
  await offer.getByRole('button', { name: 'Artikel mit 1 Coin freischalten' }).dblclick();

  const [sentence] = await paidSentences(page, origin(baseURL), teaser!.documentId);
  await expect(page.locator('.ar-article__body')).toContainText(sentence!);
  expect(await windowMarked(page), 'opened without a reload').toBe(true);
  const after = before - 1;
  await expect(coins).toHaveText(`${after} ${after === 1 ? 'Coin' : 'Coins'}`);
  // a double click bought once
  const purchases = (await (await page.request.get('/api/plenigo/credits/purchases')).json()) as {
    articleId: number;
  }[];
  expect(purchases.filter((p) => p.articleId === teaser!.documentId)).toHaveLength(1);
  // the header lock of the bought article: unlocked on the purchase date
  await expect(page.locator('.ar-article__header .ui-lock')).toHaveAttribute('data-lock', 'unlocked');

  await coins.click();
  await expect(page).toHaveURL(/\/account\/coins$/);
  await expect(page.locator('.pt-balance')).toHaveText(
    `Ihr Guthaben: ${after} ${after === 1 ? 'Coin' : 'Coins'}`,
  );
  await expect(
    page.getByRole('list', { name: 'Mit Coins gekaufte Artikel' }).getByRole('link', { name: teaser!.title }),
  ).toBeVisible();
  await context.close();
});

test('a gift link of a plus reader opens the article for a friend whose meter is used up: told when logged out, read in place after the login', async ({
  browser,
  request,
  baseURL,
}) => {
  const teaser = (await plusTeasers(request)).at(-1)!;
  const giver = await readerPage(browser, baseURL, readers.plus);
  await giver.page.goto(teaser.targetPathOrUrl);
  await waitForArticles(giver.page);
  await giver.page.getByRole('button', { name: 'Artikel verschenken' }).click();
  const panel = giver.page.getByRole('region', { name: 'Artikel verschenken' });
  const quota = panel.locator('.pw-gift__quota');
  await expect(quota).toHaveText(/^Noch \d+ Geschenk-Links? diesen Monat$/);
  const left = Number(/\d+/.exec(await quota.innerText())?.[0]);
  await panel.getByRole('button', { name: 'Geschenk-Link erstellen' }).click();
  const link = await panel.getByLabel('Ihr Geschenk-Link').inputValue();
  expect(link).toMatch(/\?link-token=[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(panel).toContainText(/Gültig bis \d+\. \S+ \d{4}/);
  await expect(panel).toContainText(
    left - 1 === 0 ? 'Keine Geschenk-Links mehr diesen Monat' : `Noch ${left - 1}`,
  );
  const sentences = await paidSentences(giver.page, origin(baseURL), teaser.documentId);
  await giver.context.close();
  const path = new URL(link).pathname + new URL(link).search;

  // the friend: a reader whose meter is used up, so only the gift link can open the article
  const friend = await readerPage(browser, baseURL);
  const email = await registerReader(friend.page, origin(baseURL), 'beschenkt');
  expect((await readUntilLocked(friend.page, request)).at(-1)?.kind).toBe('offer');
  const loggedOut = await friend.page.request.get('/api/mein/oauth2/logout', {
    headers: { origin: origin(baseURL) },
  });
  expect(loggedOut.ok(), 'logged out').toBe(true);

  await friend.page.goto(path);
  await waitForArticles(friend.page);
  const wall = friend.page.getByRole('region', { name: 'Kostenlos registrieren und weiterlesen' });
  await expect(wall).toContainText('Dieser Artikel wurde Ihnen geschenkt.');
  expect(await friend.page.content()).not.toContain(sentences[0]);
  await markWindow(friend.page);
  const unlocked = friend.page.waitForRequest((req) =>
    req.url().includes(`/api/paywall/articles/${teaser.documentId}?link-token=`),
  );
  await wall.getByRole('link', { name: 'Bereits registriert? Anmelden' }).click();
  const frame = dialogFrame(friend.page);
  await frame.getByLabel('E-Mail-Adresse').fill(email);
  await frame.getByLabel('Passwort').fill(password);
  await frame.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await unlocked;
  await expect(friend.page.locator('.ar-article__body')).toContainText(sentences[0]!);
  expect(await windowMarked(friend.page), 'opened in place').toBe(true);

  // logged in, the link opens the article in the document itself; without it the article stays locked
  const { status, html } = await documentHtml(friend.page.request, path);
  expect(status).toBe(200);
  expect(ssrSlot(html)).toContain(sentences[0]);
  await friend.page.goto(teaser.targetPathOrUrl);
  await waitForArticles(friend.page);
  await expect(paywallBox(friend.page)).toHaveAttribute('data-template', 'subscription-offer');
  await friend.context.close();
});

test('the lock icons are the reader’s, after hydration: plus badge for anonymous, tag subscription marks for tag@, none for plus@', async ({
  browser,
  request,
  baseURL,
}) => {
  const home = (await (await request.get('/content/v5/home')).json()) as {
    sections: {
      teasers: {
        documentId: number;
        contentRestriction: string;
        maintag: number;
        tags: number[];
        accessTagIds?: number[];
      }[];
    }[];
  };
  const plus = home.sections.flatMap((s) => s.teasers).filter((t) => t.contentRestriction === 'plus');
  expect(plus.length).toBeGreaterThan(0);
  const { html } = await documentHtml(request, '/');
  expect(ssrSlot(html)).not.toContain('data-lock');
  const lockOf = (page: Awaited<ReturnType<typeof readerPage>>['page'], id: number) =>
    page.locator(`.ar-home [data-document-id="${id}"] .ui-lock`).first();

  const anonymous = await readerPage(browser, baseURL);
  await anonymous.page.goto('/');
  await waitForArticles(anonymous.page);
  for (const t of plus)
    await expect(lockOf(anonymous.page, t.documentId)).toHaveAttribute('data-lock', 'plus');
  await anonymous.context.close();

  const tag = await readerPage(browser, baseURL, readers.tag);
  const { user } = (await (await tag.page.request.get('/api/validate')).json()) as {
    user: { roles: string[] };
  };
  const subscribed = user.roles.flatMap((r) => (/^PLUS-TAG-(\d+)$/.exec(r) ? [Number(r.slice(9))] : []));
  expect(subscribed.length).toBeGreaterThan(0);
  await tag.page.goto('/');
  await waitForArticles(tag.page);
  for (const t of plus) {
    const tags = t.accessTagIds ?? [t.maintag, ...t.tags];
    const included = tags.some((id) => subscribed.includes(id));
    await expect(lockOf(tag.page, t.documentId)).toHaveAttribute(
      'data-lock',
      included ? 'tag-included' : 'not-included',
    );
  }
  await tag.context.close();

  const subscriber = await readerPage(browser, baseURL, readers.plus);
  await subscriber.page.goto('/');
  await waitForArticles(subscriber.page);
  await expect(subscriber.page.locator('.ar-home .ui-teaser').first()).toBeVisible();
  await expect(subscriber.page.locator('.ar-home .ui-lock[data-lock]')).toHaveCount(0);
  await subscriber.context.close();
});

test('a plus article does not move while it loads: CLS 0 for an anonymous and for an entitled reader', async ({
  browser,
  request,
  baseURL,
}) => {
  const [teaser] = await plusTeasers(request);
  const anonymous = await readerPage(browser, baseURL);
  await recordLayoutShifts(anonymous.page);
  await anonymous.page.goto(teaser!.targetPathOrUrl);
  await waitForArticles(anonymous.page);
  await expect(paywallBox(anonymous.page)).toBeVisible();
  await anonymous.page.waitForLoadState('networkidle');
  expect(await layoutShift(anonymous.page)).toBe(0);
  await anonymous.context.close();

  for (const email of [readers.plus, readers.epaper]) {
    const entitled = await readerPage(browser, baseURL, email);
    await recordLayoutShifts(entitled.page);
    await entitled.page.goto(teaser!.targetPathOrUrl);
    await waitForArticles(entitled.page);
    await expect(entitled.page.locator('.ar-article__body')).toBeVisible();
    await expect(entitled.page.locator('a.shell-account')).not.toHaveText('Anmelden');
    await entitled.page.waitForLoadState('networkidle');
    expect(await layoutShift(entitled.page), email).toBe(0);
    await entitled.context.close();
  }
});
