import type { AuthEvent } from '@news/contracts/busEvents';

/** What the consent management does for this reader (spec §1, §6). */
export type ReaderScope = {
  /** No consent layer and no third-party web script: the native app, or a PUR reader without plus. */
  skip: boolean;
  /** No ads and no recommendations provider: a PUR reader (also with plus). */
  adFree: boolean;
};

/** The scope of a reader: from the app flag and the auth topic's last event (LOGOUT: an anonymous reader). */
export function readerScope(nativeApp: boolean, auth: AuthEvent | undefined): ReaderScope {
  const roles = auth && auth.type !== 'LOGOUT' ? auth.user.roles : [];
  const pur = roles.includes('PUR_USER');
  return { skip: nativeApp || (pur && !roles.includes('PLUS_USER')), adFree: pur };
}
