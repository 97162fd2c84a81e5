import { onboardingStatusSchema } from '@news/contracts/userApi';

const getJson = async (path: string): Promise<unknown> => {
  const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
};

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
