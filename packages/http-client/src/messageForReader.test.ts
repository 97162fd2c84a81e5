import { HttpError } from './createHttpClient';
import { messageForReader, READER_MESSAGES } from './messageForReader';

const error = (
  status: number,
  body: unknown = undefined,
  { headers, offline = false }: { headers?: Record<string, string>; offline?: boolean } = {},
) =>
  new HttpError(
    status,
    body ?? { status, name: 'UnknownError', message: 'Not Found', details: null },
    'https://x.de/a',
    'GET',
    offline ? undefined : new Headers(headers),
    offline,
    body !== undefined,
  );

describe('messageForReader', () => {
  it.each([
    [401, 'Bitte melden Sie sich an, um fortzufahren.'],
    [403, 'Dafür fehlt Ihnen leider die Berechtigung.'],
    [404, 'Das haben wir leider nicht gefunden.'],
    [
      409,
      'Das hat sich gerade überschnitten. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    ],
    [429, 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.'],
    [500, 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.'],
    [503, 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.'],
    [400, 'Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.'],
    [418, 'Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.'],
  ])('%s without a text of the server', (status, text) => {
    expect(messageForReader(error(status))).toBe(text);
  });

  it('says there is no connection when offline, whatever the status', () => {
    expect(messageForReader(error(500, undefined, { offline: true }))).toBe(
      'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.',
    );
    const answered = new HttpError(503, {}, 'https://x.de/a', 'GET', new Headers(), true, false);
    expect(messageForReader(answered)).toBe(READER_MESSAGES.offline);
  });

  it('tells how many seconds to wait when the server sent Retry-After', () => {
    const body = { status: 429, code: 'too_many_attempts', message: 'Zu viele Anfragen.' };
    expect(messageForReader(error(429, body, { headers: { 'retry-after': '30' } }))).toBe(
      'Zu viele Versuche. Bitte warten Sie 30 Sekunden und versuchen Sie es dann erneut.',
    );
    expect(messageForReader(error(429, body, { headers: { 'retry-after': '2.5' } }))).toContain('3 Sekunden');
    expect(messageForReader(error(429, body, { headers: { 'retry-after': 'morgen' } }))).toBe(
      READER_MESSAGES[429],
    );
  });

  it('prefers the German text the server wrote for readers', () => {
    const noCoins = { status: 409, code: 'no_credits_left', message: 'Ihre Coins sind aufgebraucht.' };
    expect(messageForReader(error(409, noCoins))).toBe('Ihre Coins sind aufgebraucht.');
    const busy = { status: 503, code: 'upstream_unavailable', message: 'Der Dienst antwortet gerade nicht.' };
    expect(messageForReader(error(503, busy))).toBe('Der Dienst antwortet gerade nicht.');
    const identity = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Diese E-Mail-Adresse ist bereits registriert.',
        details: {},
      },
    };
    expect(messageForReader(error(400, identity))).toBe('Diese E-Mail-Adresse ist bereits registriert.');
  });

  it('never shows a machine code or an unknown body', () => {
    expect(
      messageForReader(error(403, { status: 403, code: 'csrf_check_failed', message: 'csrf_check_failed' })),
    ).toBe(READER_MESSAGES[403]);
    expect(messageForReader(error(404, '<html>'))).toBe(READER_MESSAGES[404]);
    expect(messageForReader(error(400, { message: 42 }))).toBe(READER_MESSAGES.unknown);
  });
});
