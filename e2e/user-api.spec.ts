import { expect, test } from '@playwright/test';
import { demoReader, openSite } from './authHelpers';

/**
 * The reader's own data from the browser: the page calls the same-origin user API and app-server endpoints with
 * nothing but its httpOnly session cookie (the gateway turns it into a bearer token, the users service verifies
 * it); Chromium sends the Origin that the gateway's CSRF check asks for.
 */
test('a logged-in reader bookmarks articles and completes the onboarding from the page', async ({ page }) => {
  await openSite(page, '/');
  const call = (method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as unknown) };
      },
      { method, path, body },
    );

  const anonymous = await call('GET', '/api/onboarding');
  expect(anonymous.status).toBe(401);

  const login = await call('POST', '/api/auth/login', {
    identifier: demoReader.email,
    password: demoReader.password,
  });
  expect(login.status).toBe(200);
  const ssoId = (login.body as { user: { ssoId: string } }).user.ssoId;
  expect(JSON.stringify(await page.context().cookies())).toContain('news_id');
  const user = `/user-api/mandators/rb/users/${ssoId}`;

  // the e2e data folder outlives a run: start from no bookmarks
  const before = (await call('GET', `${user}/bookmarks`)).body as { articleId: number }[];
  for (const { articleId } of before)
    expect((await call('DELETE', `${user}/bookmarks/${articleId}`)).status).toBe(204);

  expect((await call('POST', `${user}/bookmarks/100001`)).status).toBe(201);
  expect((await call('POST', `${user}/bookmarks/100002`)).status).toBe(201);
  expect((await call('GET', `${user}/bookmarks`)).body).toEqual([
    { articleId: 100002, ts: expect.any(String) },
    { articleId: 100001, ts: expect.any(String) },
  ]);
  expect((await call('GET', `${user}/bookmarks-count`)).body).toEqual({ count: 2, limit: 5 });
  expect((await call('DELETE', `${user}/bookmarks/100002`)).status).toBe(204);
  expect((await call('GET', `${user}/is-bookmarked/100002`)).body).toEqual({ isBookmarked: false });

  expect((await call('GET', '/api/settings')).body).toMatchObject({ onboardingpopup_enabled: true });
  expect((await call('POST', '/api/onboarding', { isOnboardingCompleted: true })).body).toEqual({
    isOnboardingCompleted: true,
  });
  expect((await call('GET', '/api/onboarding')).body).toEqual({ isOnboardingCompleted: true });
  await call('POST', '/api/onboarding', { isOnboardingCompleted: false });
});
