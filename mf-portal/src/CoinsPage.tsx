import type { BusUser } from '@news/contracts/busEvents';
import type { ArticleTeaser } from '@news/contracts/content';
import type { CreditPurchase } from '@news/contracts/paymentsApi';
import { userFlagsOf } from '@news/contracts/userState';
import { formatGermanDate } from '@news/ui/formatGermanDate';
import { useEffect, useState } from 'react';
import { CoinPacks } from './CoinPacks';
import { fetchArticleTeaser } from './fetchArticleTeaser';
import { fetchCreditPurchases } from './fetchCreditPurchases';
import { Loading } from './Loading';
import { useWallet, type WalletState } from './useWallet';

const coins = (count: number) => `${count} ${count === 1 ? 'Coin' : 'Coins'}`;

type Purchases = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; purchases: CreditPurchase[] };
type Title = { kind: 'teaser'; teaser: ArticleTeaser } | { kind: 'missing' } | { kind: 'error' };

function Balance({ wallet }: { wallet: WalletState }) {
  switch (wallet.kind) {
    case 'loading':
      return <Loading text="Ihr Guthaben wird geladen …" />;
    case 'unavailable':
      return (
        <p className="pt-notice" role="alert">
          Ihr Guthaben kann gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.
        </p>
      );
    case 'none':
      return <p>Zu Ihrem Konto gibt es noch kein Coin-Guthaben.</p>;
    case 'wallet':
      return (
        <p className="pt-balance">
          Ihr Guthaben: <strong>{coins(wallet.wallet.availableCreditCount)}</strong>
        </p>
      );
  }
}

/** The purchases, newest first, each with its article's title (content API teaser) and date. */
function PurchaseList() {
  const [purchases, setPurchases] = useState<Purchases>({ kind: 'loading' });
  const [titles, setTitles] = useState<ReadonlyMap<number, Title>>(() => new Map());
  useEffect(() => {
    let active = true;
    fetchCreditPurchases().then(
      (list) => {
        if (!active) return;
        setPurchases({ kind: 'loaded', purchases: list });
        for (const { articleId } of list) {
          const answer = (title: Title) =>
            active && setTitles((known) => new Map(known).set(articleId, title));
          fetchArticleTeaser(articleId).then(
            (teaser) => answer(teaser ? { kind: 'teaser', teaser } : { kind: 'missing' }),
            () => answer({ kind: 'error' }),
          );
        }
      },
      (error: unknown) => {
        console.error('[mf-portal] the coin purchases could not be loaded', error);
        if (active) setPurchases({ kind: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  if (purchases.kind === 'loading') return <Loading text="Ihre Käufe werden geladen …" />;
  if (purchases.kind === 'error') {
    return (
      <p className="pt-notice" role="alert">
        Ihre Käufe konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  }
  if (purchases.purchases.length === 0) return <p>Sie haben noch keinen Artikel mit Coins gekauft.</p>;
  return (
    <ul className="pt-purchases" aria-label="Mit Coins gekaufte Artikel">
      {purchases.purchases.map(({ articleId, purchasedAt }) => {
        const title = titles.get(articleId);
        return (
          <li key={articleId} className="pt-purchase">
            {title === undefined ? <span>Artikel wird geladen …</span> : null}
            {title?.kind === 'teaser' ? (
              <a href={title.teaser.targetPathOrUrl}>{title.teaser.title}</a>
            ) : null}
            {title?.kind === 'missing' ? <span>Dieser Artikel ist nicht mehr verfügbar.</span> : null}
            {title?.kind === 'error' ? <span>Der Titel konnte gerade nicht geladen werden.</span> : null}{' '}
            <time className="pt-purchase__date" dateTime={purchasedAt}>
              gekauft am {formatGermanDate(purchasedAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /account/coins (spec §2 portal routes, §3 wallet): a wallet reader's balance and the articles bought with coins.
 * Readers without a wallet learn what coins are for; both can buy a coin pack (through the checkout).
 */
export function CoinsPage({ user }: { user: BusUser }) {
  const wallet = useWallet();
  const flags = userFlagsOf(user.roles);
  if (flags.isPlusUser || flags.isEpaperUser) {
    return <p>Mit Ihrem Abo lesen Sie alle plus-Artikel – Coins brauchen Sie dafür nicht.</p>;
  }
  if (!flags.isWalletUser) {
    return (
      <div className="pt-coins">
        <p>Mit Coins schalten Sie einzelne plus-Artikel frei, ohne ein Abo abzuschließen.</p>
        <CoinPacks />
      </div>
    );
  }
  return (
    <div className="pt-coins">
      <section aria-labelledby="pt-coins-balance">
        <h2 id="pt-coins-balance">Guthaben</h2>
        <Balance wallet={wallet} />
      </section>
      <section aria-labelledby="pt-coins-packs">
        <h2 id="pt-coins-packs">Coins kaufen</h2>
        <CoinPacks />
      </section>
      <section aria-labelledby="pt-coins-purchases">
        <h2 id="pt-coins-purchases">Ihre gekauften Artikel</h2>
        <PurchaseList />
      </section>
    </div>
  );
}
