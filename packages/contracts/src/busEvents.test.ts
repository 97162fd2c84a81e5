import { analyticsEventNames, busTopicSchemas, busTopics, isBusTopic, type BusEvent } from './busEvents';

const user = {
  ssoId: 'sso-1',
  email: 'anna@example.org',
  firstName: 'Anna',
  lastName: 'Berger',
  emailVerified: true,
  roles: ['PLUS_USER'],
};

describe('busTopicSchemas', () => {
  it('has the topics of the architecture and the payment session', () => {
    expect(busTopics).toEqual([
      'auth',
      'consent',
      'paywall',
      'bookmarks',
      'navigation',
      'analytics',
      'payment',
      'bookmarkList',
    ]);
    expect(isBusTopic('auth')).toBe(true);
    expect(isBusTopic('toString')).toBe(false);
    expect(isBusTopic(42)).toBe(false);
  });

  it.each<[keyof typeof busTopicSchemas, unknown]>([
    ['auth', { type: 'LOGIN_SUCCESS', user }],
    ['auth', { type: 'LOGIN_SUCCESS', user: { ...user, salutation: 'Frau' } }],
    ['auth', { type: 'LOGIN_SUCCESS', user, via: 'registration' }],
    ['auth', { type: 'LOGOUT' }],
    ['auth', { type: 'USER_UPDATED', user }],
    ['consent', { type: 'CONSENT_CHANGED', general: true, vendors: { youtube: true, vimeo: false } }],
    [
      'paywall',
      { type: 'PAYWALL_STATE', articleId: 12, paywallTemplate: null, zephrAnswered: false, isPaywall: false },
    ],
    [
      'paywall',
      { type: 'PAYWALL_STATE', articleId: 12, paywallTemplate: 'ok', zephrAnswered: true, isPaywall: false },
    ],
    ['bookmarks', { type: 'BOOKMARK_ADDED', articleId: 5 }],
    ['bookmarks', { type: 'BOOKMARK_REMOVED', articleId: 5 }],
    ['bookmarks', { type: 'BOOKMARK_ADD_REQUESTED', articleId: 5 }],
    ['bookmarks', { type: 'BOOKMARK_REMOVE_REQUESTED', articleId: 5 }],
    [
      'bookmarks',
      { type: 'BOOKMARK_REFUSED', articleId: 5, message: 'Limit erreicht.', subscriptionLink: '/order' },
    ],
    [
      'bookmarks',
      { type: 'BOOKMARK_REFUSED', articleId: 5, message: 'Limit.', subscriptionLink: 'https://abo.example/' },
    ],
    ['bookmarks', { type: 'BOOKMARK_FAILED', articleId: 5, action: 'remove' }],
    ['navigation', { type: 'ROUTE_CHANGED', path: '/sport', routeName: 'channel' }],
    ['analytics', { type: 'teaser_tool_click' }],
    ['analytics', { type: 'search_result_click', data: { position: 2, query: 'rhein', plus: false } }],
    ['payment', { type: 'PAYMENT_CUSTOMER', customerId: 'cus-1' }],
    ['payment', { type: 'PAYMENT_CUSTOMER', customerId: null }],
    ['payment', { type: 'PAYMENT_UNAVAILABLE' }],
    ['payment', { type: 'PAYMENT_RESET' }],
    ['analytics', { type: 'login_confirm', data: { via: 'login' } }],
    [
      'bookmarkList',
      { type: 'BOOKMARKS_LOADED', bookmarks: [{ articleId: 7, ts: '2026-03-01T10:00:00.000Z' }] },
    ],
    ['bookmarkList', { type: 'BOOKMARKS_RESET' }],
    ['bookmarkList', { type: 'BOOKMARKS_UNAVAILABLE' }],
  ])('accepts a valid %s event %j', (topic, event) => {
    expect(busTopicSchemas[topic].safeParse(event).success).toBe(true);
  });

  it.each<[keyof typeof busTopicSchemas, unknown]>([
    ['auth', { type: 'LOGIN_SUCCESS' }],
    ['auth', { type: 'LOGIN_SUCCESS', user: { ...user, roles: 'PLUS_USER' } }],
    ['auth', { type: 'LOGIN_SUCCESS', user: { ...user, ssoId: '' } }],
    ['auth', { type: 'LOGIN' }],
    ['auth', { type: 'LOGIN_SUCCESS', user, via: 'magic' }],
    ['consent', { type: 'CONSENT_CHANGED', general: 'yes', vendors: {} }],
    ['consent', { type: 'CONSENT_CHANGED', general: true, vendors: { youtube: 1 } }],
    [
      'paywall',
      { type: 'PAYWALL_STATE', articleId: 1.5, paywallTemplate: null, zephrAnswered: false, isPaywall: true },
    ],
    ['paywall', { type: 'PAYWALL_STATE', articleId: 1, zephrAnswered: false, isPaywall: true }],
    ['bookmarks', { type: 'BOOKMARK_ADDED', articleId: '5' }],
    ['bookmarks', { type: 'BOOKMARK_ADDED', articleId: -5 }],
    ['bookmarks', { type: 'BOOKMARK_REFUSED', articleId: 5, message: '', subscriptionLink: '/order' }],
    [
      'bookmarks',
      { type: 'BOOKMARK_REFUSED', articleId: 5, message: 'Limit.', subscriptionLink: 'javascript:alert(1)' },
    ],
    [
      'bookmarks',
      { type: 'BOOKMARK_REFUSED', articleId: 5, message: 'Limit.', subscriptionLink: '//evil.example' },
    ],
    ['bookmarks', { type: 'BOOKMARK_FAILED', articleId: 5, action: 'toggle' }],
    ['navigation', { type: 'ROUTE_CHANGED', path: 'sport', routeName: 'channel' }],
    ['analytics', { type: 'page_view' }],
    ['analytics', { type: 'teaser_tool_click', data: { nested: { a: 1 } } }],
    ['auth', { type: 'BOOKMARK_ADDED', articleId: 5 }],
    ['auth', null],
    ['payment', { type: 'PAYMENT_CUSTOMER', customerId: '' }],
    ['payment', { type: 'PAYMENT_CUSTOMER' }],
    ['bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [{ articleId: 7, ts: 'gestern' }] }],
    ['bookmarkList', { type: 'BOOKMARKS_LOADED' }],
  ])('rejects an invalid %s event %j', (topic, event) => {
    expect(busTopicSchemas[topic].safeParse(event).success).toBe(false);
  });

  it('has one analytics event type per spec name (§7 and the login confirmation of §4)', () => {
    expect(analyticsEventNames).toHaveLength(10);
    for (const name of analyticsEventNames) {
      expect(busTopicSchemas.analytics.safeParse({ type: name }).success).toBe(true);
    }
  });

  it('narrows event types by topic', () => {
    const event: BusEvent<'bookmarks'> = { type: 'BOOKMARK_ADDED', articleId: 1 };
    expect(busTopicSchemas.bookmarks.parse(event)).toEqual(event);
  });
});
