import { createHttpClient } from '@news/http-client/createHttpClient';
import { fetchSettings } from './fetchSettings';
import { settingsDefaults } from './settings';

const answering = (status: number, body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status }));
const clientOf = (fetchImpl: jest.Mock) =>
  createHttpClient({ baseUrl: 'https://rb.example.test', fetch: fetchImpl as unknown as typeof fetch });

describe('fetchSettings', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("coerces the brand's settings, asked through the caller's client", async () => {
    const fetchImpl = answering(200, { onboardingpopup_enabled: 'false', data_reco_timeout_ms: '250' });
    const settings = await fetchSettings(clientOf(fetchImpl));
    expect(settings.onboardingpopup_enabled).toBe(false);
    expect(settings.data_reco_timeout_ms).toBe(250);
    expect(settings.onboardingpopup_afterregistration_enabled).toBe(true);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe('https://rb.example.test/api/settings');
  });

  it('keeps the defaults and logs when the settings cannot be loaded (a 503 after its one retry, or no object)', async () => {
    const down = answering(503, { status: 503 });
    expect(await fetchSettings(clientOf(down))).toEqual(settingsDefaults);
    expect(down).toHaveBeenCalledTimes(2);
    expect(await fetchSettings(clientOf(answering(200, ['kein', 'objekt'])))).toEqual(settingsDefaults);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
