import type { NavigationEvent } from '@news/contracts/busEvents';
import type { IvwSetup } from '@news/contracts/documentState';

/** One page view as queued for the IVW tag (`window.iomq`). */
export type IvwPageView = { st: string; dn: string; cp: string; path: string };

/** The widest viewport that counts as the mobile site (the layout's small-screen range). */
export const IVW_MOBILE_QUERY = '(max-width: 767px)';

/**
 * One IVW page view (spec §3 settings ivw_*): the offer id of the mobile site on a small screen, of the desktop
 * site otherwise (`st`), the first-party measurement domain (`dn`), the page's route as its code (`cp`) and path.
 */
export const ivwPageView = (setup: IvwSetup, view: NavigationEvent, mobile: boolean): IvwPageView => ({
  st: mobile ? setup.mobileSite : setup.desktopSite,
  dn: setup.cname,
  cp: view.routeName,
  path: view.path,
});
