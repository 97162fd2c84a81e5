import { createEventBus, type EventBus } from './createEventBus';
import { getEventBus } from './eventBus';

const key = Symbol.for('news.eventBus');

const loadFreshCopy = async (): Promise<EventBus> => {
  let bus: EventBus | undefined;
  // A separate module registry: like a second bundle that carries its own copy of the package.
  await jest.isolateModulesAsync(async () => {
    bus = (await import('./eventBus')).eventBus;
  });
  if (!bus) throw new Error('module did not load');
  return bus;
};

describe('eventBus', () => {
  it('is one instance per page even across separate copies of the module', async () => {
    const first = await loadFreshCopy();
    const second = await loadFreshCopy();
    expect(second).toBe(first);
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(first);
  });

  it('shares events between the copies', async () => {
    const first = await loadFreshCopy();
    const second = await loadFreshCopy();
    const seen: unknown[] = [];
    second.on('bookmarks').subscribe((event) => seen.push(event));
    first.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: 1 });
    expect(seen).toEqual([{ type: 'BOOKMARK_ADDED', articleId: 1 }]);
  });

  it('reuses a bus already on the holder and creates one when there is none', () => {
    const existing = createEventBus();
    const holder = { [key]: existing };
    expect(getEventBus(holder)).toBe(existing);
    const empty = {};
    const created = getEventBus(empty);
    expect(getEventBus(empty)).toBe(created);
    expect(created).not.toBe(existing);
  });

  it('replaces something that is not a bus', () => {
    const holder = { [key]: { publish: 'nope' } };
    const bus = getEventBus(holder);
    expect(typeof bus.publish).toBe('function');
    expect(getEventBus(holder)).toBe(bus);
  });
});
