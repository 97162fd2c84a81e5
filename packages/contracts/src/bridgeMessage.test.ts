import { bridgeControlSchema, bridgeMessageSchema, isBridgeControlMessage } from './bridgeMessage';

const head = { source: 'news-bridge', version: 1 } as const;

describe('bridgeMessageSchema', () => {
  it('accepts a bus envelope whose event fits its topic', () => {
    const result = bridgeMessageSchema.safeParse({ ...head, topic: 'auth', event: { type: 'LOGOUT' } });
    expect(result.success).toBe(true);
    expect(result.success && isBridgeControlMessage(result.data)).toBe(false);
  });

  it.each([
    ['a wrong source', { source: 'other', version: 1, topic: 'auth', event: { type: 'LOGOUT' } }],
    ['a wrong version', { source: 'news-bridge', version: 2, topic: 'auth', event: { type: 'LOGOUT' } }],
    ['an unknown topic', { ...head, topic: 'secrets', event: { type: 'LOGOUT' } }],
    ['an event of another topic', { ...head, topic: 'consent', event: { type: 'LOGOUT' } }],
    ['an invalid event', { ...head, topic: 'bookmarks', event: { type: 'BOOKMARK_ADDED', articleId: 'x' } }],
    ['a string', 'LOGOUT'],
    ['null', null],
  ])('rejects %s', (_label, message) => {
    expect(bridgeMessageSchema.safeParse(message).success).toBe(false);
  });

  it.each([
    [{ control: 'close' }],
    [{ control: 'resize', height: 480 }],
    [{ control: 'navigate', path: '/account' }],
    [{ control: 'navigate', path: '/suche?q=rhein' }],
  ])('accepts the control message %j', (control) => {
    const result = bridgeMessageSchema.safeParse({ ...head, ...control });
    expect(result.success).toBe(true);
    expect(result.success && isBridgeControlMessage(result.data)).toBe(true);
  });

  it.each([
    [{ control: 'open' }],
    [{ control: 'resize' }],
    [{ control: 'resize', height: -1 }],
    [{ control: 'resize', height: Number.POSITIVE_INFINITY }],
    [{ control: 'navigate' }],
    [{ control: 'navigate', path: 'account' }],
    [{ control: 'navigate', path: '//evil.example/x' }],
    [{ control: 'navigate', path: '/\\evil.example/x' }],
    [{ control: 'navigate', path: 'https://evil.example/' }],
    [{ control: 'navigate', path: 'javascript:alert(1)' }],
    [{ control: 'navigate', path: '/a\nb' }],
  ])('rejects the control message %j', (control) => {
    expect(bridgeMessageSchema.safeParse({ ...head, ...control }).success).toBe(false);
    expect(bridgeControlSchema.safeParse(control).success).toBe(false);
  });
});
