import { combineLatest } from 'rxjs';
import type { NavigationEvent } from '@news/contracts/busEvents';
import { grantsFor, type VendorGrants } from '@news/contracts/consentVendors';
import type { IvwSetup } from '@news/contracts/documentState';
import { readVisits, visitCounterCookie } from '@news/contracts/visitCounterCookie';
import type { EventBus } from '@news/event-bus/createEventBus';
import { createDeferredCookieStore } from './createDeferredCookieStore';
import { IVW_MOBILE_QUERY, ivwPageView } from './ivwPageView';
import { readerScope } from './readerScope';

/** What the measurement writes on the page: the analytics data layer and the IVW tag's command queue. */
export type MeasuredWindow = Window & { dataLayer?: object[]; iomq?: object[] };

/**
 * Measurement on the page (spec §7, §9), decided by the reader's consent:
 * - the analytics events of the bus reach `window.dataLayer` (the analytics tag's data layer) only while adobe
 *   analytics is allowed; an event before that is dropped, never queued;
 * - one IVW page view (into the IVW tag's queue `window.iomq`) per page view, in-app navigations included, only
 *   where the brand measures with IVW (`ivw`, settings ivw_*: the offer id of the desktop or the mobile site, by
 *   the viewport at the page view, and the measurement domain) and only while ivw is allowed; the page the reader
 *   consents on counts then;
 * - the visit counter rises on each article view, its cookie held in the deferred cookie store until kdm
 *   consents.
 * A reader the consent management skips (native app, PUR without plus) is never measured.
 */
export function startMeasurement(
  win: MeasuredWindow,
  bus: EventBus,
  nativeApp: boolean,
  ivw: IvwSetup | undefined,
): void {
  const doc = win.document;
  const secure = win.location.protocol === 'https:';
  const cookies = createDeferredCookieStore((cookie) => (doc.cookie = cookie));
  let allowed: VendorGrants | null = null;
  let visits = readVisits(doc.cookie);
  let pageView: NavigationEvent | undefined;
  let counted: NavigationEvent | undefined;

  const countPageView = () => {
    if (!ivw || !allowed?.ivw || pageView === undefined || pageView === counted) return;
    counted = pageView;
    (win.iomq ??= []).push(ivwPageView(ivw, pageView, win.matchMedia?.(IVW_MOBILE_QUERY).matches === true));
  };

  combineLatest([bus.on('auth'), bus.on('consent')]).subscribe(([auth, consent]) => {
    allowed = readerScope(nativeApp, auth).skip
      ? null
      : grantsFor(Object.keys(consent.vendors).filter((vendor) => consent.vendors[vendor]));
    cookies.allow(allowed?.kdm === true);
    countPageView();
  });
  bus.on('navigation').subscribe((event) => {
    pageView = event;
    if (event.routeName === 'article') cookies.set(visitCounterCookie(++visits, secure));
    countPageView();
  });
  bus.on('analytics').subscribe((event) => {
    if (allowed?.adobeAnalytics) (win.dataLayer ??= []).push({ ...event.data, event: event.type });
  });
}
