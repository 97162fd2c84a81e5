import { expect, type Page } from '@playwright/test';
import { newestMailTo } from './outbox';

export const demoReader = { email: 'leser@example.com', password: 'Demo-Passwort-2026', firstName: 'Lena' };

/**
 * Starts the server-rendered consent layer's remote: on an island first view (ADR 0013) it starts on intent, so the
 * pointer goes onto the layer first, as a reader's would before a click (forced: an overlay the address opened, a
 * hash such as #login, which starts the runtime at once, may cover the layer); in app mode it starts with the page.
 */
export async function startConsentLayer(page: Page): Promise<void> {
  if ((await page.locator('html[data-first-view="islands"]').count()) > 0)
    await page.locator('#slot-mf-consent button').first().hover({ force: true });
  await expect(page.locator('#slot-mf-consent[data-mounted="true"]')).toBeAttached();
}

/** Waits for the shell and answers the consent layer, so it does not cover the page. */
export async function openSite(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  // A server-rendered layer (the document marks itself) is answered once its remote runs: a click before that
  // would post the choice and reload the page.
  if ((await page.locator('html[data-consent-pending]').count()) > 0) await startConsentLayer(page);
  const consent = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await consent
    .getByRole('button', { name: 'Nur notwendige' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

/** Marks the window; the mark survives only while the page is not reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

export async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Anmelden' });
export const dialogFrame = (page: Page) => page.frameLocator('iframe.shell-overlay__frame');

/** Fills and sends the login form in the overlay's frame. */
export async function logInThroughOverlay(page: Page): Promise<void> {
  const frame = dialogFrame(page);
  await frame.getByLabel('E-Mail-Adresse').fill(demoReader.email);
  await frame.getByLabel('Passwort').fill(demoReader.password);
  await frame.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Logs the demo reader in with the session API (the browser context gets the session cookies). */
export async function logInByApi(
  page: Page,
  baseURL: string | undefined,
  reader = demoReader,
): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { identifier: reader.email, password: reader.password },
  });
  expect(res.status()).toBe(200);
}

export const logoutToast = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Erfolgreich ausgeloggt' });

/** A fresh e-mail address for a registration. */
export const uniqueAddress = (what: string) =>
  `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Fills and sends the registration form of the dialog frame. */
export async function registerThroughOverlay(
  page: Page,
  reader: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  const frame = dialogFrame(page);
  await frame.getByLabel('Anrede').selectOption('Frau');
  await frame.getByLabel('Vorname').fill(reader.firstName);
  await frame.getByLabel('Nachname').fill(reader.lastName);
  await frame.getByLabel('E-Mail-Adresse').fill(reader.email);
  await frame.getByLabel('Passwort').fill(reader.password);
  await frame.getByRole('button', { name: 'Registrieren' }).click();
}

/** The step the registration dialog shows after a registration, for a new and a taken address alike. */
export const confirmEmailStep = (page: Page) =>
  dialogFrame(page).getByRole('heading', {
    name: 'Fast geschafft – bitte bestätigen Sie Ihre E-Mail-Adresse',
  });

/**
 * Opens the confirmation link of the registration mail to this address in the page, as the reader would: the
 * app server confirms the address, signs the reader in and shows the site with a notice.
 */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const mail = await newestMailTo(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
  const link = new URL(mail.links.find((l) => l.includes('/api/auth/email-confirmation')) ?? '/');
  await page.goto(link.pathname + link.search);
}

/**
 * A new reader: registers with the session API (which signs nobody in) and opens the link of the confirmation
 * mail from the outbox, after which the page is signed in as that reader, with a confirmed address.
 */
export async function registerAndConfirm(
  page: Page,
  baseURL: string | undefined,
  reader: { email: string; password: string; firstName: string; lastName: string; salutation?: string },
): Promise<void> {
  const register = () =>
    page.request.post('/api/auth/register', {
      headers: { origin: new URL(baseURL ?? '').origin },
      data: reader,
    });
  let res = await register();
  // a busy identity service (every password check taken on a loaded machine) says when to ask again
  for (let attempt = 0; res.status() === 503 && attempt < 3; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers()['retry-after'] ?? 1)));
    res = await register();
  }
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
  await confirmEmail(page, reader.email);
  await expect
    .poll(async () => (await (await page.request.get('/api/validate')).json()).hasVerifiedEmail)
    .toBe(true);
}
