import type { HttpError } from './createHttpClient';

/**
 * The German texts a reader sees when a call fails, one table for every remote (spec §8; STYLE: errors readers can
 * act on). Keyed by what happened, not by who called.
 */
export const READER_MESSAGES = {
  offline: 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.',
  401: 'Bitte melden Sie sich an, um fortzufahren.',
  403: 'Dafür fehlt Ihnen leider die Berechtigung.',
  404: 'Das haben wir leider nicht gefunden.',
  409: 'Das hat sich gerade überschnitten. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  429: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  serverError: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
  unknown: 'Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.',
} as const;

/** 429 with a Retry-After in seconds: how long to wait. */
export const tooManyAttempts = (seconds: number): string =>
  `Zu viele Versuche. Bitte warten Sie ${Math.ceil(seconds)} Sekunden und versuchen Sie es dann erneut.`;

/** A text meant for readers (a sentence), not a machine code like `csrf_check_failed` or a bare status text. */
const isSentence = (message: string | undefined): message is string =>
  message !== undefined && /[a-zäöüß][\s.!?]/i.test(message);

/**
 * What to tell the reader about a failed call: offline → the connection text; 429 → wait (the seconds of
 * Retry-After when the server sent them); any other failure → the server's own German text when its error body
 * carries one (never a machine code), else the table's text for the status (5xx: try later).
 */
export function messageForReader(error: HttpError): string {
  if (error.offline) return READER_MESSAGES.offline;
  if (error.status === 429) {
    const seconds = Number(error.headers?.get('retry-after') ?? Number.NaN);
    return Number.isFinite(seconds) && seconds > 0 ? tooManyAttempts(seconds) : READER_MESSAGES[429];
  }
  if (isSentence(error.serverMessage)) return error.serverMessage;
  if (error.status >= 500) return READER_MESSAGES.serverError;
  switch (error.status) {
    case 401:
    case 403:
    case 404:
    case 409:
      return READER_MESSAGES[error.status];
    default:
      return READER_MESSAGES.unknown;
  }
}
