/** @jest-environment jsdom */
import { bridgeSource, bridgeVersion } from '@news/contracts/bridgeMessage';
import type { BusEvent } from '@news/contracts/busEvents';
import { createEventBus } from '@news/event-bus/createEventBus';
import { createDialogHost } from './createDialogHost';

const head = { source: bridgeSource, version: bridgeVersion };
const partner = 'https://partner.example';

/** A frame window whose parent is on another origin; messages to the parent are recorded. */
function framedBy(parentOrigin: string) {
  const events = new EventTarget();
  const posted: [unknown, string][] = [];
  const parent = {
    postMessage: (data: unknown, targetOrigin: string) => posted.push([data, targetOrigin]),
    get location(): Location {
      throw new DOMException('cross-origin', 'SecurityError');
    },
  };
  const win = {
    parent,
    location: { origin: 'http://localhost', ancestorOrigins: [parentOrigin] },
    document,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Window;
  const receive = (data: unknown, origin: string, source: unknown = parent) =>
    events.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { win, posted, receive };
}

describe('createDialogHost', () => {
  it('is a plain page at top level, with the session from the shell', () => {
    const host = createDialogHost({ win: window, bus: createEventBus() });
    expect(host).toMatchObject({ embedded: false, trusted: true, sessionFromShell: true });
  });

  it('refuses a parent of an origin that is not allowed and sends it nothing', () => {
    const { win, posted, receive } = framedBy('https://evil.example');
    const bus = createEventBus();
    const host = createDialogHost({ win, bus, allowedOrigins: ['http://localhost', partner] });
    expect(host).toMatchObject({ embedded: true, trusted: false, sessionFromShell: false });
    bus.publish('auth', { type: 'LOGOUT' });
    host.close();
    host.openInParent('/agb');
    const seen: unknown[] = [];
    bus.on('analytics').subscribe((event) => seen.push(event));
    receive({ ...head, topic: 'analytics', event: { type: 'pop_up_tool_open' } }, 'https://evil.example');
    expect(posted).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('talks with an allowed partner page with its exact origin only, and ignores any other sender', () => {
    const { win, posted, receive } = framedBy(partner);
    const bus = createEventBus();
    const host = createDialogHost({ win, bus, allowedOrigins: ['http://localhost', partner] });
    expect(host).toMatchObject({ embedded: true, trusted: true, sessionFromShell: false });
    // asks for the current state, reports its height
    expect(posted[0]).toEqual([{ ...head, control: 'ready' }, partner]);
    expect(posted.some(([data]) => (data as { control?: string }).control === 'resize')).toBe(true);

    const seen: BusEvent<'auth'>[] = [];
    bus.on('auth').subscribe((event) => seen.push(event));
    receive({ ...head, topic: 'auth', event: { type: 'LOGOUT' } }, 'https://evil.example');
    receive({ ...head, topic: 'auth', event: { type: 'LOGOUT' } }, partner, {});
    expect(seen).toEqual([]);
    receive({ ...head, topic: 'auth', event: { type: 'LOGOUT' } }, partner);
    expect(seen).toEqual([{ type: 'LOGOUT' }]);

    host.close();
    expect(posted.at(-1)).toEqual([{ ...head, control: 'close' }, partner]);
    for (const [, targetOrigin] of posted) expect(targetOrigin).toBe(partner);
    host.dispose();
  });

  it("takes the session from the shell when framed by the site's own page", () => {
    const { win } = framedBy('http://localhost');
    const host = createDialogHost({ win, bus: createEventBus() });
    expect(host).toMatchObject({ embedded: true, trusted: true, sessionFromShell: true });
    host.dispose();
  });
});
