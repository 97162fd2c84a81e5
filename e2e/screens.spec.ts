import { expect, test } from '@playwright/test';

type Home = {
  sections: { teasers: { title: string; targetPathOrUrl: string; contentRestriction: string }[] }[];
};

test('remote bundles: hashed files are immutable, entries and manifests revalidate', async ({ request }) => {
  const manifest = await request.get('/remotes/mf-articles/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get('/remotes/mf-articles/remoteEntry.js');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const hashed = exposes[0]?.assets.js.sync[0];
  expect(hashed).toMatch(/\.[0-9a-f]{10}\.js$/);
  const chunk = await request.get(`/remotes/mf-articles/${hashed}`);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/builds/latest.json')).headers()['cache-control']).toBe('no-cache');
});

test('the home page is served from the page cache after the first render', async ({ request }) => {
  // A URL of its own: a shared Redis may keep pages of earlier runs.
  const url = `/?cache-probe=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const brotli = { headers: { 'accept-encoding': 'br' } };
  const first = await request.get(url, brotli);
  expect(first.headers()['x-cache']).toBe('MISS');
  // the reader whose request renders the page gets it compressed as it streams, like every later reader
  expect(first.headers()['content-encoding']).toBe('br');
  const second = await request.get(url, brotli);
  expect(second.headers()['x-cache']).toBe('HIT');
  expect(second.headers()['content-encoding']).toBe('br');
  expect(await second.text()).toBe(await first.text());
  // campaign parameters and click ids share the copy, and none of them reaches it
  const campaign = await request.get(`${url}&utm_source=newsletter&fbclid=abc`);
  expect(campaign.headers()['x-cache']).toBe('HIT');
  expect(await campaign.text()).not.toContain('newsletter');
});

test('a plus article mounts the paywall parcel in the paywalled section', async ({ page, request }) => {
  const home = (await (await request.get('/content/v5/home')).json()) as Home;
  const plus = home.sections.flatMap((s) => s.teasers).find((t) => t.contentRestriction === 'plus');
  expect(plus).toBeDefined();
  await page.goto(plus?.targetPathOrUrl ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: plus?.title })).toBeVisible();
  // an anonymous reader: the registration wall (or the fallback while the paywall service cannot be asked)
  const box = page.locator('.ar-paywalled [data-template]:visible');
  await expect(box).toHaveAttribute('data-template', /^(registration-wall|fallback)$/);
  await expect(box.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(box.getByRole('link', { name: /Kostenlos registrieren|Jetzt plus abonnieren/ })).toBeVisible();
});

test('the login dialog renders in the dialog layout with field-level messages', async ({ page }) => {
  await page.goto('/__mein-portal/dialog-flow/login');
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'mein-dialog-flow');
  await expect(page.locator('.shell-header')).toBeHidden();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  // the consent layer is not loaded in the dialog layout
  await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toHaveCount(0);
});
