import { resolveRoute } from '@news/config/routeTable';
import type { EventBus } from '@news/event-bus/createEventBus';

/**
 * ROUTE_CHANGED on the bus for every page view: the first route and each in-app navigation to another address
 * (single-spa's routing events; a change of the hash alone is none). The navigation topic replays the current
 * page to late subscribers, such as the consent management's measurement (IVW page views, the visit counter).
 */
export function startRouteEvents(win: Window, bus: Pick<EventBus, 'publish'>): void {
  let last: string | undefined;
  win.addEventListener('single-spa:routing-event', () => {
    const { pathname, search } = win.location;
    if (pathname + search === last) return;
    last = pathname + search;
    const resolved = resolveRoute(pathname);
    bus.publish('navigation', {
      type: 'ROUTE_CHANGED',
      path: pathname,
      routeName: resolved.kind === 'ok' ? resolved.route.name : 'error',
    });
  });
}
