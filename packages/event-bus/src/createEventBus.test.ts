import { BusEventValidationError, createEventBus } from './createEventBus';
import type { BusEvent, BusTopic } from '@news/contracts/busEvents';

const user = {
  ssoId: 'sso-1',
  email: 'anna@example.org',
  firstName: 'Anna',
  lastName: 'Berger',
  emailVerified: true,
  roles: [],
};

const collect = <T extends BusTopic>(bus: ReturnType<typeof createEventBus>, topic: T) => {
  const seen: BusEvent<T>[] = [];
  bus.on(topic).subscribe((event) => seen.push(event));
  return seen;
};

describe('createEventBus', () => {
  it('delivers a valid event to subscribers of its topic only', () => {
    const bus = createEventBus();
    const bookmarks = collect(bus, 'bookmarks');
    const navigation = collect(bus, 'navigation');
    bus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: 7 });
    expect(bookmarks).toEqual([{ type: 'BOOKMARK_ADDED', articleId: 7 }]);
    expect(navigation).toEqual([]);
  });

  it('rejects an invalid event with the topic and the zod issues, and emits nothing', () => {
    const bus = createEventBus();
    const seen = collect(bus, 'bookmarks');
    const publish = () =>
      bus.publish('bookmarks', {
        type: 'BOOKMARK_ADDED',
        articleId: 'x',
      } as unknown as BusEvent<'bookmarks'>);
    expect(publish).toThrow(BusEventValidationError);
    expect(publish).toThrow(/bus topic "bookmarks"/);
    expect(publish).toThrow(/articleId/);
    try {
      publish();
    } catch (error) {
      expect((error as BusEventValidationError).topic).toBe('bookmarks');
      expect((error as BusEventValidationError).issues.length).toBeGreaterThan(0);
    }
    expect(seen).toEqual([]);
  });

  it('rejects an event of another topic', () => {
    const bus = createEventBus();
    expect(() => bus.publish('consent', { type: 'LOGOUT' } as unknown as BusEvent<'consent'>)).toThrow(
      /bus topic "consent"/,
    );
  });

  it('rejects an unknown topic', () => {
    const bus = createEventBus();
    expect(() => bus.publish('secrets' as BusTopic, { type: 'LOGOUT' })).toThrow(/bus topic "secrets"/);
    expect(() => bus.on('secrets' as BusTopic)).toThrow(/Unknown bus topic: secrets/);
  });

  it('emits the parsed event (unknown keys stripped, frozen)', () => {
    const bus = createEventBus();
    const seen = collect(bus, 'bookmarks');
    bus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: 7, extra: 1 } as BusEvent<'bookmarks'>);
    expect(seen[0]).toEqual({ type: 'BOOKMARK_ADDED', articleId: 7 });
    expect(Object.isFrozen(seen[0])).toBe(true);
  });

  it.each<BusTopic>(['auth', 'consent', 'paywall', 'payment', 'bookmarkList', 'navigation'])(
    'replays the last %s event to a late subscriber',
    (topic) => {
      const bus = createEventBus();
      const events = {
        auth: [{ type: 'LOGIN_SUCCESS', user }, { type: 'LOGOUT' }],
        consent: [
          { type: 'CONSENT_CHANGED', general: true, vendors: { youtube: true } },
          { type: 'CONSENT_CHANGED', general: true, vendors: { youtube: false } },
        ],
        paywall: [
          {
            type: 'PAYWALL_STATE',
            articleId: 1,
            paywallTemplate: null,
            zephrAnswered: false,
            isPaywall: false,
          },
          {
            type: 'PAYWALL_STATE',
            articleId: 1,
            paywallTemplate: 'plus',
            zephrAnswered: true,
            isPaywall: true,
          },
        ],
        payment: [{ type: 'PAYMENT_CUSTOMER', customerId: 'cus-1' }, { type: 'PAYMENT_RESET' }],
        bookmarkList: [{ type: 'BOOKMARKS_LOADED', bookmarks: [] }, { type: 'BOOKMARKS_RESET' }],
        navigation: [
          { type: 'ROUTE_CHANGED', path: '/', routeName: 'home' },
          { type: 'ROUTE_CHANGED', path: '/lokales', routeName: 'channel' },
        ],
      } as Partial<Record<BusTopic, BusEvent<BusTopic>[]>>;
      for (const event of events[topic] ?? []) bus.publish(topic, event);
      expect(collect(bus, topic)).toEqual([events[topic]?.[1]]);
    },
  );

  it('replays CONSENT_CHANGED to a subscriber that comes later than the 500 ms of spec §9', () => {
    jest.useFakeTimers();
    const bus = createEventBus();
    const choice = { type: 'CONSENT_CHANGED', general: true, vendors: { adobeAnalytics: true } } as const;
    bus.publish('consent', choice);
    const early = collect(bus, 'consent');
    jest.advanceTimersByTime(501);
    expect(collect(bus, 'consent')).toEqual([choice]);
    bus.publish('consent', { ...choice, vendors: { adobeAnalytics: false } });
    expect(early).toEqual([choice, { ...choice, vendors: { adobeAnalytics: false } }]);
    jest.useRealTimers();
  });

  it('keeps the auth state for every late subscriber', () => {
    const bus = createEventBus();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    expect(collect(bus, 'auth')).toEqual([{ type: 'LOGIN_SUCCESS', user }]);
    expect(collect(bus, 'auth')).toEqual([{ type: 'LOGIN_SUCCESS', user }]);
  });

  it.each<BusTopic>(['bookmarks', 'analytics'])('does not replay %s events', (topic) => {
    const bus = createEventBus();
    const event = {
      bookmarks: { type: 'BOOKMARK_REMOVED', articleId: 3 },
      analytics: { type: 'article_tool_click' },
    }[topic as 'bookmarks' | 'analytics'] as BusEvent<BusTopic>;
    bus.publish(topic, event);
    expect(collect(bus, topic)).toEqual([]);
  });

  it('keeps separate buses apart', () => {
    const a = createEventBus();
    const b = createEventBus();
    a.publish('auth', { type: 'LOGOUT' });
    expect(collect(b, 'auth')).toEqual([]);
  });

  it('remembers the origin an event was published with', () => {
    const bus = createEventBus();
    const seen = collect(bus, 'analytics');
    bus.publish('analytics', { type: 'pop_up_tool_open' }, { origin: 'bridge-1' });
    bus.publish('analytics', { type: 'pop_up_tool_closed' });
    expect(seen.map((event) => bus.originOf(event))).toEqual(['bridge-1', undefined]);
  });
});
