import type { Subscription } from 'rxjs';
import {
  bridgeControlSchema,
  bridgeMessageSchema,
  bridgeSource,
  bridgeVersion,
  isBridgeControlMessage,
  type BridgeControl,
  type BridgeControlMessage,
} from '@news/contracts/bridgeMessage';
import type { BusTopic } from '@news/contracts/busEvents';
import { replayedTopics, type EventBus } from './createEventBus';

export interface IframeBridgeOptions {
  bus: EventBus;
  /** The window that receives the peer's messages (this side). */
  self: Window;
  /** The other side: the iframe's contentWindow, or `window.parent` inside the iframe. null while not there. */
  peer: () => Window | null;
  /** The exact origin of the peer; messages are posted to it only (never '*'). */
  peerOrigin: string;
  /** Origins whose messages are accepted (exact match). */
  allowedOrigins: readonly string[];
  /** Topics forwarded to the peer and accepted from it. */
  topics: readonly BusTopic[];
  /** Called with every valid dialog-control message from the peer. */
  onControl?: (message: BridgeControlMessage) => void;
}

export interface IframeBridge {
  /** Posts a dialog-control message (close, resize, navigate) to the peer. Throws when it is invalid. */
  sendControl(message: BridgeControl): void;
  /** Stops forwarding and listening. Idempotent. */
  dispose(): void;
}

let bridgeCount = 0;

/** An origin is `scheme://host[:port]` exactly as `URL#origin` writes it; '*' and 'null' are refused. */
const assertOrigin = (origin: string, label: string): void => {
  let normalised: string | null = null;
  try {
    normalised = new URL(origin).origin;
  } catch {
    normalised = null;
  }
  if (normalised === null || normalised === 'null' || normalised !== origin) {
    throw new Error(
      `createIframeBridge: ${label} must be an exact origin like "https://example.org", got "${origin}"`,
    );
  }
};

/**
 * Bridges the event bus to an iframe (or, inside the iframe, to its parent) by postMessage (ARCHITECTURE §6).
 * Outgoing: events of `topics` go to the peer with the exact `peerOrigin` as target. Incoming: only messages
 * from an allowed origin, sent by the peer window and valid by the bridge schema are taken: bus envelopes are
 * republished on the bus (and not echoed back), control messages go to `onControl`. Anything else is ignored.
 * A peer's `ready` is answered with the current state of the replayed topics the bridge carries.
 */
export function createIframeBridge(options: IframeBridgeOptions): IframeBridge {
  const { bus, self, peer, peerOrigin, allowedOrigins, topics, onControl } = options;
  assertOrigin(peerOrigin, 'peerOrigin');
  for (const origin of allowedOrigins) assertOrigin(origin, 'allowedOrigins');

  const id = `iframe-bridge-${++bridgeCount}-${Math.random().toString(36).slice(2)}`;
  const accepted = new Set<BusTopic>(topics);
  const allowed = new Set(allowedOrigins);
  let disposed = false;

  const post = (message: object): void => {
    const target = peer();
    if (!target) return;
    target.postMessage(message, peerOrigin);
  };

  /** The current state of each replayed topic, for a peer that says it is `ready`. */
  const current = new Map<BusTopic, object>();
  const subscriptions: Subscription[] = [...accepted].map((topic) =>
    bus.on(topic).subscribe((event) => {
      if (replayedTopics.includes(topic)) current.set(topic, event);
      if (disposed || bus.originOf(event) === id) return;
      post({ source: bridgeSource, version: bridgeVersion, topic, event });
    }),
  );

  const onMessage = (message: MessageEvent): void => {
    if (disposed || !allowed.has(message.origin)) return;
    const target = peer();
    if (target === null || message.source !== target) return;
    const parsed = bridgeMessageSchema.safeParse(message.data);
    if (!parsed.success) return;
    const data = parsed.data;
    if (isBridgeControlMessage(data)) {
      if (data.control === 'ready') {
        for (const [topic, event] of current)
          post({ source: bridgeSource, version: bridgeVersion, topic, event });
      }
      onControl?.(data);
      return;
    }
    if (!accepted.has(data.topic)) return;
    try {
      bus.publish<BusTopic>(data.topic, data.event, { origin: id });
    } catch {
      // Already validated by the bridge schema; a subscriber's failure must not break the listener.
    }
  };
  self.addEventListener('message', onMessage);

  return {
    sendControl(control) {
      if (disposed) return;
      const parsed = bridgeControlSchema.parse(control);
      post({ source: bridgeSource, version: bridgeVersion, ...parsed });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
      self.removeEventListener('message', onMessage);
    },
  };
}
