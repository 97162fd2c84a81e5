import { readSessionError } from './postSession';

const envelope = (message: string, details: object = {}, status = 400) => ({
  data: null,
  error: { status, name: status === 429 ? 'RateLimitError' : 'ValidationError', message, details },
});

describe('readSessionError', () => {
  it('shows the German message of the error envelope and the fields it names', () => {
    expect(
      readSessionError(
        400,
        envelope('Diese E-Mail-Adresse ist bereits registriert.', {
          errors: [{ path: ['email'], message: 'taken' }],
        }),
        null,
      ),
    ).toEqual({ ok: false, message: 'Diese E-Mail-Adresse ist bereits registriert.', fields: ['email'] });
  });
  it("passes on the code the envelope's details name", () => {
    const unconfirmed = envelope('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.', {
      code: 'email_not_confirmed',
    });
    expect(readSessionError(403, unconfirmed, null)).toEqual({
      ok: false,
      message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
      fields: [],
      code: 'email_not_confirmed',
    });
    expect(readSessionError(400, envelope('Falsch.', { code: 7 }), null)).not.toHaveProperty('code');
  });
  it('tells how long to wait after too many attempts', () => {
    expect(readSessionError(429, envelope('Zu viele Anfragen.', {}, 429), '30').message).toBe(
      'Zu viele Versuche. Bitte warten Sie 30 Sekunden und versuchen Sie es dann erneut.',
    );
    expect(readSessionError(429, null, null).message).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    );
  });
  it('never shows machine codes or unknown bodies', () => {
    expect(readSessionError(403, { status: 403, message: 'csrf_check_failed' }, null).message).toBe(
      'Das hat leider nicht geklappt. Bitte versuchen Sie es später erneut.',
    );
    expect(readSessionError(401, { status: 401, message: 'Bitte melden Sie sich an.' }, null).message).toBe(
      'Bitte melden Sie sich an.',
    );
    expect(readSessionError(500, '<html>', null).message).toBe(
      'Das hat leider nicht geklappt. Bitte versuchen Sie es später erneut.',
    );
  });
});
