import { appVariant } from './appVariant';

/**
 * Whether the page runs in one of the apps (`appVariant(...).isApp`): the frame's `isnative` flag of spec §2 and
 * the test of every rule for app readers.
 */
export function isNativeApp(
  search: string,
  cookie: string,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): boolean {
  return appVariant({ search, cookie, userAgent }).isApp;
}
