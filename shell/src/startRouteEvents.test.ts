/** @jest-environment jsdom */
import type { NavigationEvent } from '@news/contracts/busEvents';
import { createEventBus } from '@news/event-bus/createEventBus';
import { startRouteEvents } from './startRouteEvents';

const routed = (url: string) => {
  history.pushState(null, '', url);
  window.dispatchEvent(new Event('single-spa:routing-event'));
};

it('publishes one ROUTE_CHANGED per page view with the route name, none for a hash change', () => {
  const bus = createEventBus();
  const seen: NavigationEvent[] = [];
  bus.on('navigation').subscribe((event) => seen.push(event));
  startRouteEvents(window, bus);
  routed('/');
  routed('/#datenschutz-einstellungen');
  routed('/neue-bruecke-12345');
  routed('/suche?q=rhein');
  routed('/suche?q=rhein&page=2');
  routed('/lokales/rheinau');
  expect(seen.map(({ path, routeName }) => `${routeName} ${path}`)).toEqual([
    'home /',
    'article /neue-bruecke-12345',
    'search /suche',
    'search /suche',
    'channel /lokales/rheinau',
  ]);
});
