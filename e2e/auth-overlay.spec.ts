import { expect, test, type Page } from '@playwright/test';
import { dialogFrame, loginDialog, openSite } from './authHelpers';

/** Posts a bridge message to the page as if it came from `origin`, with the dialog frame as its source. */
async function postFromFrame(page: Page, origin: string, data: object): Promise<void> {
  await page.evaluate(
    ([fromOrigin, payload]) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.shell-overlay__frame');
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: fromOrigin as string,
          source: frame?.contentWindow ?? null,
          data: payload,
        }),
      );
    },
    [origin, data] as const,
  );
}

test('the overlay ignores messages from a foreign origin', async ({ page, baseURL }) => {
  await openSite(page, '/#login');
  await expect(loginDialog(page)).toBeVisible();
  const close = { source: 'news-bridge', version: 1, control: 'close' };
  const login = {
    source: 'news-bridge',
    version: 1,
    topic: 'auth',
    event: {
      type: 'LOGIN_SUCCESS',
      user: {
        ssoId: 'x',
        email: 'boese@example.org',
        firstName: 'Mallory',
        lastName: 'X',
        emailVerified: true,
        roles: [],
      },
    },
  };
  await postFromFrame(page, 'https://evil.example', close);
  await postFromFrame(page, 'https://evil.example', login);
  await page.waitForTimeout(500);
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');

  // the same message from this site's origin is taken: it was the origin that made the difference
  await postFromFrame(page, new URL(baseURL ?? '').origin, close);
  await expect(loginDialog(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
});

test('the close button stays in place while the frame loads and resizes', async ({ page, baseURL }) => {
  await openSite(page, '/#login');
  await expect(loginDialog(page)).toBeVisible();
  const close = page.getByRole('button', { name: 'Dialog schließen' });
  const origin = new URL(baseURL ?? '').origin;
  const resize = (height: number) => ({ source: 'news-bridge', version: 1, control: 'resize', height });
  const frame = page.locator('iframe.shell-overlay__frame');
  // the frame has loaded and sized itself; the page resizes it on the frame's word (a bridge message)
  await expect(dialogFrame(page).getByLabel('E-Mail-Adresse')).toBeVisible();
  await postFromFrame(page, origin, resize(240));
  await expect(frame).toHaveCSS('height', '240px');
  const before = await close.boundingBox();
  await postFromFrame(page, origin, resize(560));
  await expect(frame).toHaveCSS('height', '560px');
  expect(await close.boundingBox()).toEqual(before);
});

test('the login dialog is keyboard operable: focus moves in, Tab order, Escape closes, focus returns', async ({
  page,
}) => {
  await openSite(page, '/');
  const account = page.locator('a.shell-account');
  await expect(account).toHaveText('Anmelden');
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.locator('header.shell-header')).toHaveAttribute('inert', '');

  const frame = dialogFrame(page);
  await expect(frame.getByLabel('E-Mail-Adresse')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('Passwort')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Anmelden', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  await expect(frame.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await expect(account).toBeFocused();
  await expect(page.locator('header.shell-header')).not.toHaveAttribute('inert', '');
});

test('hashes whose conditions fail are cleared, and the frame gets the current query', async ({ page }) => {
  await openSite(page, '/?utm_source=newsletter#verify-email');
  await expect(page).toHaveURL(/\/\?utm_source=newsletter$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.evaluate(() => (location.hash = 'register'));
  const dialog = page.getByRole('dialog', { name: 'Registrieren' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('iframe.shell-overlay__frame')).toHaveAttribute(
    'src',
    /\/__mein-portal\/dialog-flow\/registration\?utm_source=newsletter&isnative=0$/,
  );
  await dialogFrame(page).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?utm_source=newsletter$/);
});
