import { failedPageAddress } from './failedPageAddress';

describe('failedPageAddress', () => {
  it('prefers the url of the error', () => {
    expect(failedPageAddress({ url: '/lokales/2', message: 'Seite nicht gefunden: /x' })).toBe('/lokales/2');
  });

  it('takes the path part of the message, with its query', () => {
    expect(failedPageAddress({ message: 'Seite nicht gefunden: /feuerwehr-einsatz?seite=2' })).toBe(
      '/feuerwehr-einsatz?seite=2',
    );
    expect(failedPageAddress({ message: 'Seite nicht gefunden: /themen/abc' })).toBe('/themen/abc');
  });

  it('falls back to / without a usable address, and never leaves the site', () => {
    expect(failedPageAddress({})).toBe('/');
    expect(failedPageAddress({ message: 'Netzwerkfehler' })).toBe('/');
    expect(
      failedPageAddress({ url: 'https://evil.example/x', message: 'Seite nicht gefunden: //evil.example' }),
    ).toBe('/');
    expect(failedPageAddress({ url: '/\\evil.example' })).toBe('/');
  });
});
