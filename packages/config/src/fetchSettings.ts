import { appSettingsSchema } from '@news/contracts/appServerApi';
import { coerceSettings, type Settings } from './settings';

/**
 * The brand's feature flags (GET /api/settings, same origin), coerced; on failure the defaults stay and it is
 * logged (spec §8 "Settings fetch failure is logged and defaults stay").
 */
export async function fetchSettings(): Promise<Settings> {
  try {
    const res = await fetch('/api/settings', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`/api/settings answered ${res.status}`);
    return coerceSettings(appSettingsSchema.parse(await res.json()));
  } catch (error) {
    console.warn('loading the settings failed, the defaults stay', error);
    return coerceSettings(undefined);
  }
}
