import { readVisits, visitCounterCookie } from './visitCounterCookie';

describe('visit counter cookie', () => {
  it('reads the count back from a cookie header', () => {
    const written = visitCounterCookie(7, false).split(';')[0] ?? '';
    expect(readVisits(`a=1; ${written}; b=2`)).toBe(7);
  });

  it('counts an absent or unreadable value as 0', () => {
    expect(readVisits('a=1')).toBe(0);
    expect(readVisits('news_recent_visits=x')).toBe(0);
    expect(readVisits('xnews_recent_visits=4')).toBe(0);
  });

  it('lives 11520 minutes on the whole site, Secure on https', () => {
    expect(visitCounterCookie(1, true)).toBe(
      'news_recent_visits=1; Max-Age=691200; Path=/; SameSite=Lax; Secure',
    );
    expect(visitCounterCookie(1, false)).not.toContain('Secure');
  });
});
