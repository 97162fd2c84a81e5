import { matchRoute } from '@news/config/routeTable';
import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AccountPage } from './AccountPage';
import { AccountTabs } from './AccountTabs';
import { AccountSummary } from './AccountSummary';
import { BookmarksPage } from './BookmarksPage';
import { CheckoutPage } from './CheckoutPage';
import { CoinsPage } from './CoinsPage';
import { errorMessage } from './errorMessage';
import { FollowPage } from './FollowPage';
import { Loading } from './Loading';
import { LoginPrompt } from './LoginPrompt';
import { NewslettersPage } from './NewslettersPage';
import { OffersPage } from './OffersPage';
import { PaymentNotice } from './PaymentNotice';
import { portalTitles } from './portalTitles';
import { ReadArticlesPage } from './ReadArticlesPage';
import { SubscriptionsPage } from './SubscriptionsPage';
import { usePortalSession, type PortalSession } from './usePortalSession';

// The voucher, invitation and plus-verification pages load with their route: the account pages' budget stays.
const VoucherPage = lazy(() => import('./VoucherPage').then((m) => ({ default: m.VoucherPage })));
const InvitePage = lazy(() => import('./InvitePage').then((m) => ({ default: m.InvitePage })));
const PlusVerificationPage = lazy(() =>
  import('./PlusVerificationPage').then((m) => ({ default: m.PlusVerificationPage })),
);

/** A route that needs a login: the prompt for a logged-out reader, the account for a logged-in one. */
function GuardedContent({
  session,
  accountPage,
  routeName,
}: {
  session: PortalSession;
  accountPage: boolean;
  routeName: string;
}) {
  const deleted = new URLSearchParams(useLocation().search).has('accountDeleted');
  if (session.kind === 'loading') return <Loading />;
  if (session.kind === 'loggedOut' && deleted)
    return (
      <p className="pt-notice" role="status">
        Ihr Konto wurde gelöscht. Schade, dass Sie gehen – Sie können sich jederzeit neu registrieren.
      </p>
    );
  if (session.kind === 'loggedOut')
    return <LoginPrompt reason="Bitte melden Sie sich an, um diesen Bereich zu nutzen." />;
  return (
    <>
      {accountPage ? <AccountTabs roles={session.user.roles} current={routeName} /> : null}
      {accountPage ? <PaymentNotice /> : null}
      {routeName === 'account-coins' ? (
        <CoinsPage user={session.user} />
      ) : routeName === 'account' ? (
        <AccountPage user={session.user} />
      ) : routeName === 'account-abo' ? (
        <SubscriptionsPage />
      ) : routeName === 'order-code' ? (
        <Suspense fallback={<Loading />}>
          <VoucherPage />
        </Suspense>
      ) : routeName === 'order-invite' ? (
        <Suspense fallback={<Loading />}>
          <InvitePage user={session.user} />
        </Suspense>
      ) : routeName === 'account-plus-verification' ? (
        <Suspense fallback={<Loading />}>
          <PlusVerificationPage />
        </Suspense>
      ) : routeName === 'newsletters' ? (
        <NewslettersPage />
      ) : routeName === 'deine-themen-verwalten' ? (
        <FollowPage kind="topics" user={session.user} />
      ) : routeName === 'regions' ? (
        <FollowPage kind="regions" user={session.user} />
      ) : (
        <AccountSummary user={session.user} />
      )}
    </>
  );
}

function PortalScreen() {
  const { pathname } = useLocation();
  const session = usePortalSession();
  const match = matchRoute(pathname);
  const routeName = match?.route.name ?? 'account';
  const title = portalTitles[routeName] ?? 'Mein Konto';
  let content;
  if (match?.route.middleware.includes('auth')) {
    content = (
      <GuardedContent
        session={session}
        accountPage={match.route.middleware.includes('payment-session')}
        routeName={routeName}
      />
    );
  } else if (routeName === 'error') {
    const { text, action } = errorMessage(match?.params.errorMessageKey);
    content = (
      <div className="pt-error">
        <p>{text}</p>
        <p className="pt-actions">
          <a className="pt-button pt-button--primary" href={action.href}>
            {action.label}
          </a>
        </p>
      </div>
    );
  } else if (routeName === 'change-password-code') {
    content = (
      <p className="pt-actions">
        <a className="pt-button pt-button--primary" href="#change-password">
          Neues Passwort wählen
        </a>
      </p>
    );
  } else if (routeName === 'order' || routeName === 'order-abo') {
    content = <OffersPage only={routeName === 'order-abo' ? 'subscriptions' : undefined} />;
  } else if (routeName === 'order-checkout') {
    content = <CheckoutPage session={session} />;
  } else if (routeName === 'bookmarks' || routeName === 'dialog-bookmarks') {
    content = <BookmarksPage session={session} />;
  } else if (routeName === 'read-articles' || routeName === 'dialog-read-articles') {
    content = <ReadArticlesPage session={session} />;
  } else {
    // no page of the portal has this address (a redirecting route never renders)
    content = (
      <div className="pt-error">
        <p>Diese Seite gibt es im Kundenbereich nicht.</p>
        <p className="pt-actions">
          <a className="pt-button pt-button--primary" href="/account">
            Zu Mein Konto
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="pt-root">
      <h1 className="pt-title">{title}</h1>
      {content}
    </div>
  );
}

export function PortalApp() {
  return (
    <BrowserRouter>
      <PortalScreen />
    </BrowserRouter>
  );
}
