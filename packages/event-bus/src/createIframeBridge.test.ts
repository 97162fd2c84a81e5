/** @jest-environment jsdom */
import type { BusEvent } from '@news/contracts/busEvents';
import { createEventBus } from './createEventBus';
import { createIframeBridge, type IframeBridgeOptions } from './createIframeBridge';

const peerOrigin = 'https://login.example.org';
const user = {
  ssoId: 'sso-1',
  email: 'anna@example.org',
  firstName: 'Anna',
  lastName: 'Berger',
  emailVerified: true,
  roles: ['PLUS_USER'],
};
const head = { source: 'news-bridge', version: 1 } as const;

const makeFrame = (): Window => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  if (!frame.contentWindow) throw new Error('no contentWindow');
  return frame.contentWindow;
};

function setup(overrides: Partial<IframeBridgeOptions> = {}) {
  const bus = createEventBus();
  const peer = makeFrame();
  const posted = jest.spyOn(peer, 'postMessage').mockImplementation(() => undefined);
  const onControl = jest.fn();
  const bridge = createIframeBridge({
    bus,
    self: window,
    peer: () => peer,
    peerOrigin,
    allowedOrigins: [peerOrigin],
    topics: ['auth', 'bookmarks'],
    onControl,
    ...overrides,
  });
  const receive = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? peerOrigin,
        source: init.source === undefined ? peer : init.source,
      }),
    );
  const seen: BusEvent<'auth' | 'bookmarks'>[] = [];
  bus.on('auth').subscribe((event) => seen.push(event));
  bus.on('bookmarks').subscribe((event) => seen.push(event));
  return { bus, peer, posted, onControl, bridge, receive, seen };
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('createIframeBridge', () => {
  it('forwards events of the listed topics to the peer with the exact origin', () => {
    const { bus, posted } = setup();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    bus.publish('navigation', { type: 'ROUTE_CHANGED', path: '/', routeName: 'home' });
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith(
      { ...head, topic: 'auth', event: { type: 'LOGIN_SUCCESS', user } },
      peerOrigin,
    );
  });

  it('never posts with the "*" target origin', () => {
    const { bus, posted, bridge } = setup();
    bus.publish('auth', { type: 'LOGOUT' });
    bus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: 4 });
    bridge.sendControl({ control: 'close' });
    expect(posted).toHaveBeenCalledTimes(3);
    for (const call of posted.mock.calls) expect(call[1]).toBe(peerOrigin);
  });

  it('refuses "*" or a non-origin as peerOrigin or allowed origin', () => {
    const bus = createEventBus();
    const base = { bus, self: window, peer: () => null, topics: [] };
    expect(() => createIframeBridge({ ...base, peerOrigin: '*', allowedOrigins: [] })).toThrow(
      /exact origin/,
    );
    expect(() =>
      createIframeBridge({ ...base, peerOrigin: `${peerOrigin}/path`, allowedOrigins: [] }),
    ).toThrow(/exact origin/);
    expect(() => createIframeBridge({ ...base, peerOrigin, allowedOrigins: ['*'] })).toThrow(/exact origin/);
  });

  it('sends the current auth state to a bridge created later (replay)', () => {
    const bus = createEventBus();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    const peer = makeFrame();
    const posted = jest.spyOn(peer, 'postMessage').mockImplementation(() => undefined);
    createIframeBridge({
      bus,
      self: window,
      peer: () => peer,
      peerOrigin,
      allowedOrigins: [],
      topics: ['auth'],
    });
    expect(posted).toHaveBeenCalledWith(
      { ...head, topic: 'auth', event: { type: 'LOGIN_SUCCESS', user } },
      peerOrigin,
    );
  });

  it('answers a peer that is ready with the current state of its replayed topics, also one it sent itself', () => {
    const { receive, posted, bus, onControl } = setup();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    bus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: 3 });
    receive({ ...head, topic: 'auth', event: { type: 'USER_UPDATED', user: { ...user, firstName: 'Ann' } } });
    posted.mockClear();
    receive({ ...head, control: 'ready' });
    expect(posted.mock.calls).toEqual([
      [
        { ...head, topic: 'auth', event: { type: 'USER_UPDATED', user: { ...user, firstName: 'Ann' } } },
        peerOrigin,
      ],
    ]);
    expect(onControl).toHaveBeenCalledWith({ ...head, control: 'ready' });
    // only from the peer: a foreign origin asking gets nothing
    posted.mockClear();
    receive({ ...head, control: 'ready' }, { origin: 'https://evil.example' });
    expect(posted).not.toHaveBeenCalled();
  });

  it('accepts a valid message from the peer and republishes it on the bus', () => {
    const { receive, seen } = setup();
    receive({ ...head, topic: 'auth', event: { type: 'LOGIN_SUCCESS', user } });
    expect(seen).toEqual([{ type: 'LOGIN_SUCCESS', user }]);
  });

  it('does not echo a republished message back to the peer', () => {
    const { receive, posted, seen } = setup();
    receive({ ...head, topic: 'bookmarks', event: { type: 'BOOKMARK_ADDED', articleId: 9 } });
    expect(seen).toEqual([{ type: 'BOOKMARK_ADDED', articleId: 9 }]);
    expect(posted).not.toHaveBeenCalled();
  });

  it('does not echo a replayed event that came from the peer to a later subscriber', () => {
    const { receive, posted, bus } = setup();
    receive({ ...head, topic: 'auth', event: { type: 'LOGOUT' } });
    const later: unknown[] = [];
    bus.on('auth').subscribe((event) => later.push(event));
    expect(later).toEqual([{ type: 'LOGOUT' }]);
    expect(posted).not.toHaveBeenCalled();
  });

  it('still forwards an event that a subscriber publishes in reaction to a republished one', () => {
    const { receive, posted, bus } = setup();
    bus.on('auth').subscribe((event) => {
      if (event.type === 'LOGIN_SUCCESS') bus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: 1 });
    });
    receive({ ...head, topic: 'auth', event: { type: 'LOGIN_SUCCESS', user } });
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith(
      { ...head, topic: 'bookmarks', event: { type: 'BOOKMARK_ADDED', articleId: 1 } },
      peerOrigin,
    );
  });

  it('ignores a message from a foreign origin', () => {
    const { receive, seen, onControl } = setup();
    receive({ ...head, topic: 'auth', event: { type: 'LOGOUT' } }, { origin: 'https://evil.example' });
    receive({ ...head, control: 'close' }, { origin: 'https://login.example.org.evil.example' });
    receive({ ...head, control: 'close' }, { origin: 'http://login.example.org' });
    expect(seen).toEqual([]);
    expect(onControl).not.toHaveBeenCalled();
  });

  it('ignores a message from the right origin but another window', () => {
    const { receive, seen, onControl } = setup();
    const other = makeFrame();
    receive({ ...head, topic: 'auth', event: { type: 'LOGOUT' } }, { source: other });
    receive({ ...head, control: 'close' }, { source: window });
    receive({ ...head, control: 'close' }, { source: null });
    expect(seen).toEqual([]);
    expect(onControl).not.toHaveBeenCalled();
  });

  it('ignores schema-invalid messages without throwing', () => {
    const { receive, seen, onControl } = setup();
    expect(() => {
      receive({ ...head, topic: 'auth', event: { type: 'LOGIN_SUCCESS' } });
      receive({ ...head, topic: 'bookmarks', event: { type: 'BOOKMARK_ADDED', articleId: '1' } });
      receive({ source: 'other', version: 1, topic: 'auth', event: { type: 'LOGOUT' } });
      receive({ ...head, control: 'navigate', path: '//evil.example' });
      receive('LOGOUT');
      receive(null);
    }).not.toThrow();
    expect(seen).toEqual([]);
    expect(onControl).not.toHaveBeenCalled();
  });

  it('ignores valid events of topics the bridge does not carry', () => {
    const { receive, bus } = setup();
    const paywall: unknown[] = [];
    bus.on('paywall').subscribe((event) => paywall.push(event));
    receive({
      ...head,
      topic: 'paywall',
      event: {
        type: 'PAYWALL_STATE',
        articleId: 1,
        paywallTemplate: 'ok',
        zephrAnswered: true,
        isPaywall: false,
      },
    });
    expect(paywall).toEqual([]);
  });

  it('hands control messages to onControl', () => {
    const { receive, onControl, seen } = setup();
    receive({ ...head, control: 'resize', height: 420 });
    receive({ ...head, control: 'navigate', path: '/account' });
    expect(onControl.mock.calls).toEqual([
      [{ ...head, control: 'resize', height: 420 }],
      [{ ...head, control: 'navigate', path: '/account' }],
    ]);
    expect(seen).toEqual([]);
  });

  it('sends control messages in the envelope and refuses invalid ones', () => {
    const { bridge, posted } = setup();
    bridge.sendControl({ control: 'resize', height: 300 });
    expect(posted).toHaveBeenCalledWith({ ...head, control: 'resize', height: 300 }, peerOrigin);
    expect(() => bridge.sendControl({ control: 'navigate', path: '//evil.example' })).toThrow();
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it('posts nothing while the peer is not there', () => {
    const bus = createEventBus();
    const bridge = createIframeBridge({
      bus,
      self: window,
      peer: () => null,
      peerOrigin,
      allowedOrigins: [peerOrigin],
      topics: ['auth'],
    });
    expect(() => bus.publish('auth', { type: 'LOGOUT' })).not.toThrow();
    expect(() => bridge.sendControl({ control: 'close' })).not.toThrow();
  });

  it('stops forwarding and listening after dispose', () => {
    const { bus, bridge, posted, receive, seen, onControl } = setup();
    bridge.dispose();
    bridge.dispose();
    bus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: 2 });
    receive({ ...head, topic: 'auth', event: { type: 'LOGOUT' } });
    receive({ ...head, control: 'close' });
    bridge.sendControl({ control: 'close' });
    expect(posted).not.toHaveBeenCalled();
    expect(seen).toEqual([{ type: 'BOOKMARK_ADDED', articleId: 2 }]);
    expect(onControl).not.toHaveBeenCalled();
  });

  it('passes messages between two bridged buses like a page and its iframe', () => {
    const pageBus = createEventBus();
    const frameBus = createEventBus();
    const pageWindow = makeFrame();
    const frameWindow = makeFrame();
    const origin = 'https://www.example.org';
    // Deliver each postMessage synchronously as a MessageEvent on the other window.
    const wire = (from: Window, to: Window, fromOrigin: string) =>
      jest.spyOn(from === pageWindow ? frameWindow : pageWindow, 'postMessage').mockImplementation((data) => {
        to.dispatchEvent(new MessageEvent('message', { data, origin: fromOrigin, source: from }));
      });
    const toFrame = wire(pageWindow, frameWindow, origin);
    const toPage = wire(frameWindow, pageWindow, peerOrigin);
    createIframeBridge({
      bus: pageBus,
      self: pageWindow,
      peer: () => frameWindow,
      peerOrigin,
      allowedOrigins: [peerOrigin],
      topics: ['auth'],
    });
    createIframeBridge({
      bus: frameBus,
      self: frameWindow,
      peer: () => pageWindow,
      peerOrigin: origin,
      allowedOrigins: [origin],
      topics: ['auth'],
    });
    const onPage: unknown[] = [];
    pageBus.on('auth').subscribe((event) => onPage.push(event));
    frameBus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    expect(onPage).toEqual([{ type: 'LOGIN_SUCCESS', user }]);
    expect(toPage).toHaveBeenCalledTimes(1);
    expect(toFrame).not.toHaveBeenCalled();
  });
});
