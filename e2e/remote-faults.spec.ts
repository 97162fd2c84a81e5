import { expect, test } from '@playwright/test';

/**
 * A remote whose files stall while the site serves (issue 11, "Faults"): the shell gives up after its time limit
 * per attempt and shows the German fallback in the remote's slot; the rest of the page keeps working. A remote
 * whose files are missing or that throws is in composition.spec.ts.
 */
test("a stalled remote's bundle shows the German fallback while the rest of the page works", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // mf-portal's manifest is asked for and never answered, as by a server that accepts and then hangs
  await page.route('**/remotes/mf-portal/mf-manifest.json', () => undefined);
  await page.goto('/bookmarks');
  const fallback = page.locator('#slot-mf-portal .shell-remote-fallback');
  // two attempts of at most 8 s each (REMOTE_LOAD_TIMEOUT_MS), with room for a loaded machine
  await expect(fallback).toContainText('Der Kundenbereich kann gerade nicht geladen werden', {
    timeout: 40_000,
  });
  await expect(fallback).toHaveAttribute('role', 'alert');

  await page.locator('.shell-brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.ui-teaser').first()).toBeVisible();
});
