import { expect, test, type Page } from '@playwright/test';
import { confirmEmail, openSite, uniqueAddress } from './authHelpers';
import { newestMailTo } from './outbox';

/**
 * Newsletters with double opt-in (issue 14) in Chromium: a reader subscribes, confirms from the outbox mail, sees it
 * confirmed on /newsletters, unsubscribes with the mail's link and sees it gone; the anonymous form works without
 * JavaScript.
 */

const CONFIRMATION = 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung';
const MORNING = 'Der Morgen im Rheinau-Tal';

/**
 * A new reader, logged in in this page's browser context. The one place that knows how a reader comes to be, so
 * it can follow the registration's own double opt-in when that changes.
 */
async function newReader(page: Page, origin: string): Promise<string> {
  const email = uniqueAddress('newsletter');
  // a busy machine: while every password check is taken the identity service answers 503 "in a few seconds again"
  await expect
    .poll(
      async () =>
        (
          await page.request.post('/api/auth/register', {
            headers: { origin },
            data: { firstName: 'Nele', lastName: 'Newsletter', email, password: 'Ein-Passwort-2026' },
          })
        ).status(),
      { intervals: [1000, 2000, 3000], timeout: 30_000 },
    )
    .toBe(200);
  await confirmEmail(page, email);
  return email;
}

/** Path and query of the mail's link to one of the newsletter pages. */
function linkIn(mail: { links: string[] }, page: 'bestaetigen' | 'abmelden'): string {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === `/newsletter/${page}`);
  if (!link) throw new Error(`no /newsletter/${page} link in ${JSON.stringify(mail.links)}`);
  return `${link.pathname}${link.search}`;
}

const newsletterItem = (page: Page, title: string) => page.getByRole('listitem', { name: title });

test('a reader subscribes, confirms from the mail, sees it on /newsletters, unsubscribes with the mail’s link', async ({
  page,
  baseURL,
}) => {
  const email = await newReader(page, new URL(baseURL ?? '').origin);

  await openSite(page, '/newsletter-anmeldung/der-morgen');
  await page.getByRole('button', { name: `„${MORNING}“ mit einem Klick abonnieren` }).click();
  await expect(page.getByRole('status').filter({ hasText: `E-Mail an ${email}` })).toBeVisible();

  const mail = await newestMailTo(email, CONFIRMATION);
  expect(mail.text).toContain(`„${MORNING}“`);
  const unsubscribeLink = linkIn(mail, 'abmelden');
  expect(mail.headers?.['List-Unsubscribe']).toBe(`<${new URL(unsubscribeLink, baseURL).href}>`);

  await openSite(page, '/newsletters');
  await expect(newsletterItem(page, MORNING)).toContainText('Bestätigung ausstehend');

  await page.goto(linkIn(mail, 'bestaetigen'));
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  await expect(page.getByText(`Ihre Anmeldung für „${MORNING}“ ist bestätigt.`)).toBeVisible();

  await openSite(page, '/newsletters');
  const item = newsletterItem(page, MORNING);
  await expect(item).toContainText('Abonniert');
  await expect(item.getByRole('button', { name: `„${MORNING}“ abbestellen` })).toBeVisible();

  // the link works without a login: a browser with no session
  const mailReader = await page.context().browser()?.newPage();
  if (!mailReader) throw new Error('no second page');
  await mailReader.goto(new URL(unsubscribeLink, baseURL).href);
  await mailReader.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(mailReader.getByRole('heading', { name: 'Abgemeldet', exact: true })).toBeVisible();
  await mailReader.goto(new URL(unsubscribeLink, baseURL).href);
  await mailReader.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(mailReader.getByRole('heading', { name: 'Bereits abgemeldet' })).toBeVisible();
  await mailReader.close();

  await openSite(page, '/newsletters');
  await expect(newsletterItem(page, MORNING)).toContainText('Nicht abonniert');
  await expect(
    newsletterItem(page, MORNING).getByRole('button', { name: `„${MORNING}“ abonnieren` }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an address entered in the form gets the confirmation mail, and its link confirms', async ({
    page,
  }) => {
    const email = uniqueAddress('ohne-js');
    await page.goto('/newsletter-anmeldung/sport-am-montag');
    // the server-rendered consent layer is a plain form too: answered, it comes back to this page
    const consent = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
    if ((await consent.count()) > 0) {
      await consent.getByRole('button', { name: 'Nur notwendige' }).click();
      await expect(consent).toHaveCount(0);
    }
    await page.getByLabel('Ihre E-Mail-Adresse für „Sport am Montag“').fill(email);
    await page.getByRole('button', { name: '„Sport am Montag“ abonnieren' }).click();
    await expect(page.getByRole('heading', { name: 'Fast geschafft' })).toBeVisible();

    const mail = await newestMailTo(email, CONFIRMATION);
    await page.goto(linkIn(mail, 'bestaetigen'));
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(page.getByText('Ihre Anmeldung für „Sport am Montag“ ist bestätigt.')).toBeVisible();
  });
});
