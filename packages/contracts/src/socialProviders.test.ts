import {
  socialLoginPath,
  socialLoginProviderOf,
  socialProvidersSchema,
  withLoggedInMarker,
} from './socialProviders';

describe('social sign-in paths', () => {
  it('builds the start path, with the return path as a query parameter', () => {
    expect(socialLoginPath('apple')).toBe('/api/oauth2/apple/login');
    expect(socialLoginPath('google', '/sport?page=2')).toBe(
      '/api/oauth2/google/login?redirect=%2Fsport%3Fpage%3D2',
    );
  });

  it('recognises a start path and its provider, and nothing else', () => {
    expect(socialLoginProviderOf(socialLoginPath('google', '/a'))).toBe('google');
    expect(socialLoginProviderOf('/api/oauth2/apple/login')).toBe('apple');
    for (const path of [
      '/api/oauth2/apple/callback',
      '/api/oauth2/Apple/login',
      '/api/oauth2/a%2Fb/login',
      '/x/api/oauth2/apple/login',
      '/agb',
    ]) {
      expect(socialLoginProviderOf(path)).toBeNull();
    }
  });

  it('accepts only well-formed provider lists', () => {
    expect(socialProvidersSchema.safeParse({ providers: [{ name: 'apple', label: 'Apple' }] }).success).toBe(
      true,
    );
    expect(socialProvidersSchema.safeParse({ providers: [{ name: '../x', label: 'X' }] }).success).toBe(
      false,
    );
    expect(socialProvidersSchema.safeParse({ providers: [{ name: 'x', label: '' }] }).success).toBe(false);
  });
});

describe('withLoggedInMarker', () => {
  it('appends the provider to the path, keeping its query and replacing an old marker', () => {
    expect(withLoggedInMarker('/', 'apple')).toBe('/?loggedIn=apple');
    expect(withLoggedInMarker('/lokales?seite=2', 'google')).toBe('/lokales?seite=2&loggedIn=google');
    expect(withLoggedInMarker('/a?loggedIn=x', 'acme')).toBe('/a?loggedIn=acme');
  });
});
