import type { Page } from '@playwright/test';

/**
 * Waits for the shell and answers the consent layer with "Nur notwendige", so it does not cover the page. A
 * server-rendered layer (the document marks itself) is answered once its remote runs: a click before that would
 * post the choice and reload the page.
 */
export async function answerConsent(page: Page): Promise<void> {
  await page.locator('html[data-shell-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  if ((await page.locator('html[data-consent-pending]').count()) > 0)
    await page
      .locator('#slot-mf-consent[data-mounted="true"]')
      .waitFor({ state: 'attached', timeout: 30_000 });
  await page
    .getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })
    .getByRole('button', { name: 'Nur notwendige' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
}
