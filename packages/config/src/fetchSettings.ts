import { appSettingsSchema } from '@news/contracts/appServerApi';
import type { HttpClient } from '@news/http-client/createHttpClient';
import { coerceSettings, type Settings } from './settings';

/**
 * The brand's feature flags (GET /api/settings, same origin) through the caller's HTTP client (spec §7: its retry
 * table, its error hook), coerced; on failure the defaults stay and it is logged (spec §8 "Settings fetch failure
 * is logged and defaults stay").
 */
export async function fetchSettings(client: HttpClient): Promise<Settings> {
  try {
    return coerceSettings(appSettingsSchema.parse(await client.request('/api/settings')));
  } catch (error) {
    console.warn('loading the settings failed, the defaults stay', error);
    return coerceSettings(undefined);
  }
}
