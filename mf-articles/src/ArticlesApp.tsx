import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { applyPageHead } from './applyPageHead';
import { loadPayload } from './loadPayload';
import { pageDataSchema, type PageData } from '@news/contracts/pageData';
import { pageKey } from './pageKey';
import { pageMeta } from './pageMeta';
import { PageView } from './PageView';
import { ErrorScreen } from './screens/ErrorScreen';
import { PaywallParcel, type PaywallParcelLoaders } from './PaywallParcel';
import { parcelBoxClass, type ParcelSlot } from './ParcelSlot';
import { useBrowserLocation } from './useBrowserLocation';
import { useReaderLockState } from './useReaderLockState';
import { ReaderLockContext } from '@news/ui/ReaderLockContext';

export type ArticlesAppProps = {
  initialPage?: unknown;
  brandName?: string;
  loadParcel?: PaywallParcelLoaders['loadParcel'];
  mountParcel?: PaywallParcelLoaders['mountParcel'];
};

/** A loaded page and the visit it belongs to (each navigation is a new visit: the paywall starts over). */
type Loaded = { key: string; page: PageData; visit: string };

let visits = 0;
const nextVisit = () => `visit-${++visits}`;

/** The server's page data, when it belongs to this location (then the first render hydrates it unchanged). */
function initialState(raw: unknown, pathname: string, search: string): Loaded | null {
  const parsed = pageDataSchema.safeParse(raw);
  if (!parsed.success || pageKey(parsed.data.path, '') !== pageKey(pathname, '')) return null;
  return { key: pageKey(pathname, search), page: parsed.data, visit: nextVisit() };
}

export function ArticlesApp({ initialPage, brandName, loadParcel, mountParcel }: ArticlesAppProps) {
  const { pathname, search } = useBrowserLocation();
  const key = pageKey(pathname, search);
  const [loaded, setLoaded] = useState<Loaded | null>(() => initialState(initialPage, pathname, search));
  const [failed, setFailed] = useState(false);
  const readerLocks = useReaderLockState();

  useEffect(() => {
    if (loaded?.key === key) return;
    let cancelled = false;
    setFailed(false);
    loadPayload(pathname, search).then(
      (page) => {
        if (cancelled) return;
        setLoaded({ key, page, visit: nextVisit() });
        applyPageHead(document, pageMeta(page, brandName), pathname, brandName);
        window.scrollTo(0, 0);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [key, pathname, search, loaded?.key, brandName]);

  if (failed) {
    // spec §2: the error page; offline it says so, and once the connection is back it returns to this page
    return (
      <div className="ar-root">
        <ErrorScreen
          message={`Die Seite konnte nicht geladen werden: ${pathname}${search}`}
          url={`${pathname}${search}`}
          onSearch={navigateToUrl}
        />
      </div>
    );
  }
  if (!loaded) {
    return (
      <div className="ar-root ar-root--loading" aria-busy="true">
        <p className="ar-loading" role="status">
          Wird geladen …
        </p>
      </div>
    );
  }
  const { visit } = loaded;
  const paywall: ParcelSlot = (placement, { article, gift, attempt }) => {
    if (!loadParcel || !mountParcel) return <div className={parcelBoxClass[placement]} />;
    const parcelProps = {
      placement,
      visit: `${visit}-${attempt}`,
      article: {
        id: article.id,
        contentRestriction: article.contentRestriction,
        isPaywalled: article.isPaywalled,
        isSoldContent: article.isSoldContent,
        ressort: article.analytics.ressort,
      },
      ...(gift ? { gift } : {}),
    };
    return (
      <PaywallParcel
        key={`${placement} ${parcelProps.visit}`}
        parcelProps={parcelProps}
        loadParcel={loadParcel}
        mountParcel={mountParcel}
      />
    );
  };
  const loading = loaded.key !== key;
  // While the next page loads the previous one stays (the page keeps its height), marked busy.
  return (
    <div className={loading ? 'ar-root ar-root--busy' : 'ar-root'} aria-busy={loading ? true : undefined}>
      {loading ? (
        <p className="ar-loading ar-loading--overlay" role="status">
          Wird geladen …
        </p>
      ) : null}
      <ReaderLockContext.Provider value={readerLocks}>
        <PageView key={visit} page={loaded.page} paywall={paywall} navigate={navigateToUrl} />
      </ReaderLockContext.Provider>
    </div>
  );
}
