import { coerceSettings, type Settings } from '@news/config/settings';
import { appSettingsSchema } from '@news/contracts/appServerApi';
import { onboardingStatusSchema } from '@news/contracts/userApi';

const getJson = async (path: string): Promise<unknown> => {
  const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
};

/** The brand's feature flags (GET /api/settings), coerced; on failure the defaults stay and it is logged (spec §8). */
export async function fetchSettings(): Promise<Settings> {
  try {
    return coerceSettings(appSettingsSchema.parse(await getJson('/api/settings')));
  } catch (error) {
    console.warn('[shell] loading the settings failed, the defaults stay', error);
    return coerceSettings(undefined);
  }
}

/**
 * Whether the logged-in reader completed the onboarding (GET /api/onboarding). When it cannot be read the reader
 * is not bothered: it counts as completed, and it is logged.
 */
export async function fetchOnboardingCompleted(): Promise<boolean> {
  try {
    return onboardingStatusSchema.parse(await getJson('/api/onboarding')).isOnboardingCompleted;
  } catch (error) {
    console.warn('[shell] reading the onboarding status failed', error);
    return true;
  }
}
