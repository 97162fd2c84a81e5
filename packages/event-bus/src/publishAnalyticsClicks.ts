import { analyticsEventNames, type AnalyticsEventName } from '@news/contracts/busEvents';
import type { EventBus } from './createEventBus';

const isAnalyticsEventName = (value: string | undefined): value is AnalyticsEventName =>
  (analyticsEventNames as readonly (string | undefined)[]).includes(value);

/** `data-analytics-position="2"` → `{ position: '2' }`: the event's data, all strings. */
function eventData(marked: HTMLElement): Record<string, string> | undefined {
  const entries = Object.entries(marked.dataset).flatMap(([key, value]) =>
    key.startsWith('analytics') && key !== 'analytics' && value !== undefined
      ? [[key.charAt(9).toLowerCase() + key.slice(10), value]]
      : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The analytics events of spec §7 for clicks: a UI place marks itself with `data-analytics="<event name>"` (and
 * its data as `data-analytics-<key>`), and a click on a link or button on or inside that element publishes the
 * event on the bus's analytics topic. Works for server-rendered markup before any hydration. Whether an event
 * reaches the data layer is the consent management's decision (mf-consent). Answers the stop function.
 */
export function publishAnalyticsClicks(doc: Document, bus: Pick<EventBus, 'publish'>): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest('a[href], button');
    const marked = control?.closest<HTMLElement>('[data-analytics]');
    const type = marked?.dataset.analytics;
    if (!marked || !isAnalyticsEventName(type)) return;
    try {
      const data = eventData(marked);
      bus.publish('analytics', data ? { type, data } : { type });
    } catch (error) {
      console.warn('[analytics] event not published', error);
    }
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
