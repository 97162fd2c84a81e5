import { socialLoginReturn } from './socialLoginReturn';

const origin = 'https://www.rheinauer-bote.test';

describe('socialLoginReturn', () => {
  it('returns to the page the dialog was opened on', () => {
    expect(socialLoginReturn('/api/oauth2/google/login', null, '/sport?seite=2', origin)).toBe(
      '/api/oauth2/google/login?redirect=%2Fsport%3Fseite%3D2',
    );
  });

  it('prefers the stored redirect-after-login target, unless it leaves the site', () => {
    expect(socialLoginReturn('/api/oauth2/apple/login', '/mein-konto', '/', origin)).toBe(
      '/api/oauth2/apple/login?redirect=%2Fmein-konto',
    );
    expect(socialLoginReturn('/api/oauth2/apple/login', 'https://evil.example/', '/sport', origin)).toBe(
      '/api/oauth2/apple/login?redirect=%2Fsport',
    );
  });

  it('replaces a return path the dialog sent along and leaves other paths alone', () => {
    expect(socialLoginReturn('/api/oauth2/acme/login?redirect=%2Fx', null, '/y', origin)).toBe(
      '/api/oauth2/acme/login?redirect=%2Fy',
    );
    expect(socialLoginReturn('/agb', '/mein-konto', '/sport', origin)).toBe('/agb');
  });
});
