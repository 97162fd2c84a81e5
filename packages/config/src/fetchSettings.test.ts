import { fetchSettings } from './fetchSettings';
import { settingsDefaults } from './settings';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });

describe('fetchSettings', () => {
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
});
