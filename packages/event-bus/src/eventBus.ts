import { createEventBus, type EventBus } from './createEventBus';

const key = Symbol.for('news.eventBus');

type Holder = { [key]?: EventBus };

const isEventBus = (value: unknown): value is EventBus =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EventBus).publish === 'function' &&
  typeof (value as EventBus).on === 'function' &&
  typeof (value as EventBus).originOf === 'function';

/**
 * The page's one event bus. Kept on `globalThis` under `Symbol.for('news.eventBus')`, so every bundle on the
 * page gets the same instance even when it carries its own copy of this package.
 */
export function getEventBus(holder: object = globalThis): EventBus {
  const slot = holder as Holder;
  const existing = slot[key];
  if (isEventBus(existing)) return existing;
  const bus = createEventBus();
  Object.defineProperty(slot, key, { value: bus, configurable: true, enumerable: false, writable: false });
  return bus;
}

export const eventBus: EventBus = getEventBus();
