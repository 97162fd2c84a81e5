import type { Page } from '@playwright/test';

/**
 * Waits for the shell and answers the consent layer with "Nur notwendige", so it does not cover the page. In app
 * mode the server-rendered layer is answered once its remote runs (a click before that would post the choice and
 * reload the page). On an island first view (ADR 0013) the layer is a plain form: the click posts it and the server
 * answers with the page again, without the layer — still a cold first view, no runtime started, as a reader who
 * chose on an earlier page would see it.
 */
export async function answerConsent(page: Page): Promise<void> {
  const shellReady = () =>
    page.locator('html[data-shell-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await shellReady();
  const pending = (await page.locator('html[data-consent-pending]').count()) > 0;
  const islands = (await page.locator('html[data-first-view="islands"]').count()) > 0;
  const onlyNecessary = page
    .getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })
    .getByRole('button', { name: 'Nur notwendige' });
  if (pending && islands) {
    await Promise.all([page.waitForEvent('framenavigated', { timeout: 30_000 }), onlyNecessary.click()]);
    await page.waitForLoadState('load');
    await shellReady();
    return;
  }
  if (pending)
    await page
      .locator('#slot-mf-consent[data-mounted="true"]')
      .waitFor({ state: 'attached', timeout: 30_000 });
  await onlyNecessary.click({ timeout: 5000 }).catch(() => undefined);
}
