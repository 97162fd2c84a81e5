import { z } from 'zod';

/**
 * The user API (spec §7 "User API"), under `/user-api/mandators/{mandator}/users/{ssoId}`. Every call needs the
 * reader's identity token (`Authorization: Bearer`, which the gateway makes from the session cookie) and only
 * reaches the reader's own data. Errors are `apiErrorSchema` (apiError.ts).
 */

/** GET and PUT /onboarding; also the body and answer of the app server's /api/onboarding. */
export const onboardingStatusSchema = z.object({ isOnboardingCompleted: z.boolean() });
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
