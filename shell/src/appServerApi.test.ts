import { settingsDefaults } from '@news/config/settings';
import { fetchOnboardingCompleted, fetchSettings } from './appServerApi';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });

describe('appServerApi', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('coerces the settings of the brand', async () => {
    global.fetch = answer(200, { onboardingpopup_enabled: 'false', data_reco_timeout_ms: '250' });
    const settings = await fetchSettings();
    expect(settings.onboardingpopup_enabled).toBe(false);
    expect(settings.data_reco_timeout_ms).toBe(250);
    expect(settings.onboardingpopup_afterregistration_enabled).toBe(true);
    expect(global.fetch).toHaveBeenCalledWith('/api/settings', expect.anything());
  });

  it('keeps the defaults and logs when the settings cannot be loaded', async () => {
    global.fetch = answer(503, { status: 503 });
    expect(await fetchSettings()).toEqual(settingsDefaults);
    global.fetch = answer(200, ['kein', 'objekt']);
    expect(await fetchSettings()).toEqual(settingsDefaults);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads the onboarding status, and does not bother the reader when it cannot', async () => {
    global.fetch = answer(200, { isOnboardingCompleted: false });
    expect(await fetchOnboardingCompleted()).toBe(false);
    global.fetch = answer(401, { status: 401, code: 'login_required', message: 'Bitte melden Sie sich an.' });
    expect(await fetchOnboardingCompleted()).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
