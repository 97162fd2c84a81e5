import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('explains a known key in German, with what to do next', () => {
    expect(errorMessage('password-reset-link-invalid')).toEqual({
      text: 'Der Link zum Zurücksetzen Ihres Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
      action: { label: 'Neuen Link anfordern', href: '#forgot-password' },
    });
    expect(errorMessage('session-expired').action.href).toBe('#login');
  });

  it('falls back to a generic text for unknown keys, also for names of object properties', () => {
    const generic = errorMessage(undefined);
    expect(generic.text).toBe('Leider ist etwas schiefgegangen. Bitte versuchen Sie es später noch einmal.');
    expect(generic.action).toEqual({ label: 'Zur Startseite', href: '/' });
    expect(errorMessage('gibt-es-nicht')).toEqual(generic);
    expect(errorMessage('constructor')).toEqual(generic);
    expect(errorMessage('__proto__')).toEqual(generic);
  });
});
