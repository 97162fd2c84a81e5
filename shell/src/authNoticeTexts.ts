import type { AuthNotice } from './planAuthQuery';

/** The reader's German notice for each auth query notice, and whether it reports a failure. */
export const authNoticeTexts: Readonly<Record<AuthNotice, { text: string; failure: boolean }>> = {
  'email-confirmed': { text: 'Ihre E-Mail-Adresse ist bestätigt.', failure: false },
  'email-confirmation-failed': {
    text: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie eine neue Bestätigungs-E-Mail an.',
    failure: true,
  },
  'apple-login-failed': {
    text: 'Die Anmeldung mit Apple hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
    failure: true,
  },
  'login-failed': {
    text: 'Die Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
    failure: true,
  },
};
