import { fetchSettings } from '@news/config/fetchSettings';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { userFlagsOf } from '@news/contracts/userState';
import { eventBus } from '@news/event-bus/eventBus';
import type { ReaderLockState } from '@news/ui/ReaderLockContext';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchCreditPurchaseDates } from './fetchCreditPurchaseDates';

/** The user API takes at most this many ids per purchase lookup. */
const BATCH = 100;

type Session = { ssoId: string | null; roles: readonly string[] };
/** The purchase dates known for one reader (and wallet state), and whether a first lookup has ended. */
type Purchases = { key: string; dates: Readonly<Record<string, string>>; known: boolean };

const mandatorOf = (doc: Document): string | null => {
  try {
    return readDocumentState(doc).mandator;
  } catch {
    return null;
  }
};

/**
 * The reader behind the lock icons of the page (spec §4 "Headline lock icon"), known only after hydration: the
 * roles from the shell's session (topic auth), the brand's plus_logo_enabled, and for wallet readers the purchase
 * dates of the paid articles the page shows (asked in batches as locks register, and afresh after the wallet
 * changed, e.g. a coin was spent). Nothing is asked before a paid article registers.
 */
export function useReaderLockState(): ReaderLockState {
  const [session, setSession] = useState<Session | null>(null);
  const [walletVersion, setWalletVersion] = useState(0);
  const [plusLogoEnabled, setPlusLogoEnabled] = useState<boolean | null>(null);
  const ids = useRef(new Set<number>());
  const [registered, setRegistered] = useState(0);
  const [purchases, setPurchases] = useState<Purchases>({ key: '', dates: {}, known: false });
  /** Ids looked up for the current purchases key. */
  const asked = useRef({ key: '', ids: new Set<number>() });

  const register = useCallback((articleId: number) => {
    if (ids.current.has(articleId)) return;
    ids.current.add(articleId);
    setRegistered((n) => n + 1);
  }, []);

  useEffect(() => {
    const subscription = eventBus.on('auth').subscribe((event) => {
      setSession(
        event.type === 'LOGOUT'
          ? { ssoId: null, roles: [] }
          : { ssoId: event.user.ssoId, roles: event.user.roles },
      );
    });
    subscription.add(
      eventBus.on('payment').subscribe((event) => {
        if (event.type === 'WALLET_CHANGED') setWalletVersion((n) => n + 1);
      }),
    );
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (registered === 0 || plusLogoEnabled !== null) return;
    void fetchSettings().then((settings) => setPlusLogoEnabled(settings.plus_logo_enabled));
  }, [registered, plusLogoEnabled]);

  const ssoId = session?.ssoId ?? null;
  const wallet = ssoId !== null && userFlagsOf(session?.roles ?? []).isWalletUser;
  const key = wallet ? `${ssoId} ${walletVersion}` : '';
  useEffect(() => {
    if (!wallet || ssoId === null || registered === 0) return;
    if (asked.current.key !== key) asked.current = { key, ids: new Set() };
    const todo = [...ids.current].filter((id) => !asked.current.ids.has(id));
    const mandator = mandatorOf(document);
    if (todo.length === 0 || mandator === null) {
      setPurchases((known) =>
        known.key === key ? { ...known, known: true } : { key, dates: {}, known: true },
      );
      return;
    }
    for (const id of todo) asked.current.ids.add(id);
    const batches = Array.from({ length: Math.ceil(todo.length / BATCH) }, (_, i) =>
      todo.slice(i * BATCH, (i + 1) * BATCH),
    );
    void Promise.all(
      batches.map((batch) =>
        fetchCreditPurchaseDates(mandator, ssoId, batch).catch((error: unknown) => {
          console.warn('[mf-articles] the credit purchases could not be read', error);
          return {};
        }),
      ),
    ).then((answers) => {
      if (asked.current.key !== key) return;
      setPurchases((known) => ({
        key,
        dates: Object.assign({}, known.key.startsWith(`${ssoId} `) ? known.dates : {}, ...answers),
        known: true,
      }));
    });
  }, [wallet, ssoId, key, registered]);

  const reader = useMemo(() => {
    if (session === null || plusLogoEnabled === null) return null;
    // A wallet reader's locks wait for the first lookup; after a wallet change the last dates stay until the next.
    if (wallet && !(purchases.known && purchases.key.startsWith(`${ssoId} `))) return null;
    return {
      roles: session.ssoId === null ? null : session.roles,
      purchases: wallet ? purchases.dates : {},
      plusLogoEnabled,
    };
  }, [session, plusLogoEnabled, wallet, purchases, ssoId]);

  return useMemo(() => ({ reader, register }), [reader, register]);
}
