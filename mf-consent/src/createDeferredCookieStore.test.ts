import { createDeferredCookieStore } from './createDeferredCookieStore';

describe('createDeferredCookieStore', () => {
  it('holds cookies until kdm consents, then writes each once (the latest of a name)', () => {
    const written: string[] = [];
    const store = createDeferredCookieStore((cookie) => written.push(cookie));
    store.set('news_recent_visits=1; Path=/');
    store.set('news_recent_visits=2; Path=/');
    store.set('tracking=abc; Path=/');
    store.allow(false);
    expect(written).toEqual([]);
    store.allow(true);
    expect(written).toEqual(['news_recent_visits=2; Path=/', 'tracking=abc; Path=/']);
    store.allow(true);
    expect(written).toHaveLength(2);
  });

  it('writes at once after kdm consented', () => {
    const written: string[] = [];
    const store = createDeferredCookieStore((cookie) => written.push(cookie));
    store.allow(true);
    store.set('news_recent_visits=3; Path=/');
    expect(written).toEqual(['news_recent_visits=3; Path=/']);
  });

  it('logs a failed write and goes on with the others', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const written: string[] = [];
    const store = createDeferredCookieStore((cookie) => {
      if (cookie.startsWith('bad=')) throw new Error('blocked');
      written.push(cookie);
    });
    store.set('bad=1');
    store.set('good=1');
    expect(() => store.allow(true)).not.toThrow();
    expect(written).toEqual(['good=1']);
    expect(warn).toHaveBeenCalledWith('[consent] Cookie nicht gespeichert', 'bad', expect.any(Error));
    warn.mockRestore();
  });
});
