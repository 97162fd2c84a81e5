import { onboardingStatusSchema } from '@news/contracts/userApi';
import { apiClient } from './apiClient';

/**
 * Whether the logged-in reader completed the onboarding (GET /api/onboarding). When it cannot be read the reader
 * is not bothered: it counts as completed, and it is logged.
 */
export async function fetchOnboardingCompleted(): Promise<boolean> {
  try {
    return onboardingStatusSchema.parse(
      await apiClient.request('/api/onboarding', { credentials: 'same-origin' }),
    ).isOnboardingCompleted;
  } catch (error) {
    console.warn('[shell] reading the onboarding status failed', error);
    return true;
  }
}
