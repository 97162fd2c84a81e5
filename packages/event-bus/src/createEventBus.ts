import { ReplaySubject, Subject, type Observable } from 'rxjs';
import { busTopicSchemas, isBusTopic, type BusEvent, type BusTopic } from '@news/contracts/busEvents';
import { z } from 'zod/mini';

/** Options of one publish call. */
export interface PublishOptions {
  /**
   * Who put the event on the bus, e.g. an iframe bridge. Readable with `originOf(event)`, so a bridge never
   * sends an event back to where it came from.
   */
  origin?: string;
}

export interface EventBus {
  /** Validates the event with the topic's schema (throws `BusEventValidationError`), then emits it. */
  publish<T extends BusTopic>(topic: T, event: BusEvent<T>, options?: PublishOptions): void;
  /** The events of a topic. The replayedTopics replay their last event to a late subscriber. */
  on<T extends BusTopic>(topic: T): Observable<BusEvent<T>>;
  /** The `origin` an event was published with, if any. */
  originOf(event: object): string | undefined;
}

/**
 * Topics that describe a state: a late subscriber gets the current state (the last event). For the consent topic
 * this is the consent event replay of spec §9, without its 500 ms window: a subscriber that starts after the
 * choice (an embed, the measurement, the script loader), however late, catches up with it. Vendor scripts outside
 * the bus get the same from `__tcfapi('addEventListener')`, which answers with the current TC data at once.
 * navigation: the current page, for a subscriber that starts after the first route (IVW page views).
 */
export const replayedTopics: readonly BusTopic[] = [
  'auth',
  'consent',
  'paywall',
  'payment',
  'bookmarkList',
  'navigation',
];

export class BusEventValidationError extends Error {
  override readonly name = 'BusEventValidationError';
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(
    readonly topic: string,
    error?: z.core.$ZodError,
  ) {
    super(`Invalid event for bus topic "${topic}": ${error ? z.prettifyError(error) : 'unknown topic'}`);
    this.issues = error?.issues ?? [];
  }
}

type Subjects = { [T in BusTopic]: Subject<BusEvent<T>> };

/** A new event bus: one RxJS subject per topic. Pages use the singleton `eventBus` instead. */
export function createEventBus(): EventBus {
  const subject = <T extends BusTopic>(topic: T): Subject<BusEvent<T>> =>
    replayedTopics.includes(topic) ? new ReplaySubject<BusEvent<T>>(1) : new Subject<BusEvent<T>>();
  const subjects: Subjects = {
    auth: subject('auth'),
    consent: subject('consent'),
    paywall: subject('paywall'),
    bookmarks: subject('bookmarks'),
    navigation: subject('navigation'),
    analytics: subject('analytics'),
    payment: subject('payment'),
    bookmarkList: subject('bookmarkList'),
  };
  const origins = new WeakMap<object, string>();

  return {
    publish(topic, event, options) {
      if (!isBusTopic(topic)) throw new BusEventValidationError(String(topic));
      const result = busTopicSchemas[topic].safeParse(event);
      if (!result.success) throw new BusEventValidationError(topic, result.error);
      const parsed = Object.freeze(result.data) as BusEvent<typeof topic>;
      if (options?.origin !== undefined) origins.set(parsed, options.origin);
      (subjects[topic] as Subject<BusEvent<typeof topic>>).next(parsed);
    },
    on(topic) {
      if (!isBusTopic(topic)) throw new Error(`Unknown bus topic: ${String(topic)}`);
      return subjects[topic].asObservable();
    },
    originOf(event) {
      return origins.get(event);
    },
  };
}
