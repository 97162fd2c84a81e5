/** @jest-environment jsdom */
import { allowedParentOrigins, resolveParentOrigin } from './resolveParentOrigin';

const crossOriginParent = {
  get location(): Location {
    throw new DOMException('Blocked a frame with origin', 'SecurityError');
  },
};

const frameWindow = (init: { parent: unknown; ancestors?: string[]; referrer?: string }) =>
  ({
    parent: init.parent,
    location: { origin: 'https://www.example.org', ancestorOrigins: init.ancestors },
    document: { referrer: init.referrer ?? '' },
  }) as unknown as Window;

describe('resolveParentOrigin', () => {
  it('reads the origin of a same-origin parent', () => {
    const parent = { location: { origin: 'https://www.example.org' } };
    expect(resolveParentOrigin(frameWindow({ parent }))).toBe('https://www.example.org');
  });

  it('takes the ancestor origin the browser reports for a cross-origin parent', () => {
    const win = frameWindow({ parent: crossOriginParent, ancestors: ['https://partner.example'] });
    expect(resolveParentOrigin(win)).toBe('https://partner.example');
  });

  it('falls back to the referrer, and to null when nothing tells', () => {
    const win = frameWindow({ parent: crossOriginParent, referrer: 'https://partner.example/artikel?id=1' });
    expect(resolveParentOrigin(win)).toBe('https://partner.example');
    expect(resolveParentOrigin(frameWindow({ parent: crossOriginParent, ancestors: ['null'] }))).toBeNull();
    expect(resolveParentOrigin(frameWindow({ parent: crossOriginParent, referrer: 'kaputt' }))).toBeNull();
  });
});

describe('allowedParentOrigins', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const state = (extra: object) => {
    const script = document.createElement('script');
    script.id = '__NEWS_STATE__';
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      mandator: 'rb',
      brandName: 'Rheinauer Bote',
      registry: {},
      consentManagement: true,
      ...extra,
    });
    document.body.append(script);
  };

  it('is this site plus the exact partner origins of the document state', () => {
    state({ frameAncestors: ['https://partner.example', 'https://other.example/with/path'] });
    expect(allowedParentOrigins(window)).toEqual(['http://localhost', 'https://partner.example']);
  });

  it('is this site alone without partners or without a readable state', () => {
    state({});
    expect(allowedParentOrigins(window)).toEqual(['http://localhost']);
    document.body.innerHTML = '<script id="__NEWS_STATE__" type="application/json">{kaputt</script>';
    expect(allowedParentOrigins(window)).toEqual(['http://localhost']);
  });
});
