import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { applyPageHead } from './applyPageHead';
import { loadPayload } from './loadPayload';
import { pageDataSchema, type PageData } from '@news/contracts/pageData';
import { pageKey } from './pageKey';
import { pageMeta } from './pageMeta';
import { PageView } from './PageView';
import { PaywallParcel, type PaywallParcelProps } from './PaywallParcel';
import { useBrowserLocation } from './useBrowserLocation';

export type ArticlesAppProps = {
  initialPage?: unknown;
  brandName?: string;
  loadParcel?: PaywallParcelProps['loadParcel'];
  mountParcel?: PaywallParcelProps['mountParcel'];
};

type Loaded = { key: string; page: PageData };

/** The server's page data, when it belongs to this location (then the first render hydrates it unchanged). */
function initialState(raw: unknown, pathname: string, search: string): Loaded | null {
  const parsed = pageDataSchema.safeParse(raw);
  if (!parsed.success || pageKey(parsed.data.path, '') !== pageKey(pathname, '')) return null;
  return { key: pageKey(pathname, search), page: parsed.data };
}

export function ArticlesApp({ initialPage, brandName, loadParcel, mountParcel }: ArticlesAppProps) {
  const { pathname, search } = useBrowserLocation();
  const key = pageKey(pathname, search);
  const [loaded, setLoaded] = useState<Loaded | null>(() => initialState(initialPage, pathname, search));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loaded?.key === key) return;
    let cancelled = false;
    setFailed(false);
    loadPayload(pathname, search).then(
      (page) => {
        if (cancelled) return;
        setLoaded({ key, page });
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
    return (
      <div className="ar-root">
        <div className="ar-notice" role="alert">
          <h1>Die Seite konnte nicht geladen werden</h1>
          <p>Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.</p>
        </div>
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
  const paywall = (articleId: number) =>
    loadParcel && mountParcel ? (
      <PaywallParcel
        key={articleId}
        articleId={articleId}
        loadParcel={loadParcel}
        mountParcel={mountParcel}
      />
    ) : (
      <div className="ar-paywall" />
    );
  const loading = loaded.key !== key;
  // While the next page loads the previous one stays (the page keeps its height), marked busy.
  return (
    <div className={loading ? 'ar-root ar-root--busy' : 'ar-root'} aria-busy={loading ? true : undefined}>
      {loading ? (
        <p className="ar-loading ar-loading--overlay" role="status">
          Wird geladen …
        </p>
      ) : null}
      <PageView page={loaded.page} paywall={paywall} navigate={navigateToUrl} />
    </div>
  );
}
