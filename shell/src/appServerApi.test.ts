/** @jest-environment jsdom */
import { fetchOnboardingCompleted } from './appServerApi';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });

describe('appServerApi', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads the onboarding status, and does not bother the reader when it cannot', async () => {
    global.fetch = answer(200, { isOnboardingCompleted: false });
    expect(await fetchOnboardingCompleted()).toBe(false);
    global.fetch = answer(401, { status: 401, code: 'login_required', message: 'Bitte melden Sie sich an.' });
    expect(await fetchOnboardingCompleted()).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
