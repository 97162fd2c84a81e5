import { HttpError } from '@news/http-client/createHttpClient';
import { readSessionError } from './postSession';

const envelope = (message: string, details: object = {}, status = 400) => ({
  data: null,
  error: { status, name: status === 429 ? 'RateLimitError' : 'ValidationError', message, details },
});
const failure = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new HttpError(status, body, 'http://localhost/api/auth/login', 'POST', new Headers(headers), false, true);

describe('readSessionError', () => {
  it('shows the German message of the error envelope and the fields it names', () => {
    expect(
      readSessionError(
        failure(
          400,
          envelope('Diese E-Mail-Adresse ist bereits registriert.', {
            errors: [{ path: ['email'], message: 'taken' }],
          }),
        ),
      ),
    ).toEqual({ ok: false, message: 'Diese E-Mail-Adresse ist bereits registriert.', fields: ['email'] });
  });
  it("passes on the code the envelope's details name", () => {
    const unconfirmed = envelope('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.', {
      code: 'email_not_confirmed',
    });
    expect(readSessionError(failure(403, unconfirmed))).toEqual({
      ok: false,
      message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
      fields: [],
      code: 'email_not_confirmed',
    });
    expect(readSessionError(failure(400, envelope('Falsch.', { code: 7 })))).not.toHaveProperty('code');
  });
  it('tells how long to wait after too many attempts', () => {
    expect(
      readSessionError(failure(429, envelope('Zu viele Anfragen.', {}, 429), { 'retry-after': '30' }))
        .message,
    ).toBe('Zu viele Versuche. Bitte warten Sie 30 Sekunden und versuchen Sie es dann erneut.');
    expect(readSessionError(failure(429, null)).message).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    );
  });
  it('says so when there is no connection', () => {
    const offline = new HttpError(500, {}, 'http://localhost/api/auth/login', 'POST', undefined, true, false);
    expect(readSessionError(offline)).toEqual({
      ok: false,
      message: 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.',
      fields: [],
    });
  });
  it('never shows machine codes or unknown bodies', () => {
    expect(readSessionError(failure(403, { status: 403, message: 'csrf_check_failed' })).message).toBe(
      'Dafür fehlt Ihnen leider die Berechtigung.',
    );
    expect(
      readSessionError(failure(401, { status: 401, message: 'Bitte melden Sie sich an.' })).message,
    ).toBe('Bitte melden Sie sich an.');
    expect(readSessionError(failure(500, '<html>')).message).toBe(
      'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    );
  });
});
