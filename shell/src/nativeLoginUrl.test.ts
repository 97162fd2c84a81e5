import { nativeLoginUrl } from './nativeLoginUrl';

describe('nativeLoginUrl', () => {
  it('names the dialog page, the native flag and the encoded path to return to', () => {
    expect(nativeLoginUrl('login', '/account/abo?tab=2')).toBe(
      '/__mein-portal/dialog-flow/login?isnative=1&redirect=%2Faccount%2Fabo%3Ftab%3D2',
    );
    expect(nativeLoginUrl('registration', '/newsletters')).toBe(
      '/__mein-portal/dialog-flow/registration?isnative=1&redirect=%2Fnewsletters',
    );
  });
});
