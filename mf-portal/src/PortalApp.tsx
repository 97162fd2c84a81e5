import { BrowserRouter, useLocation } from 'react-router-dom';
import { matchRoute } from '@news/config/routeTable';
import { AccountSummary } from './AccountSummary';
import { PaymentNotice } from './PaymentNotice';
import { portalTitles } from './portalTitles';
import { usePortalSession } from './usePortalSession';

function PortalScreen() {
  const { pathname } = useLocation();
  const session = usePortalSession();
  const route = matchRoute(pathname)?.route;
  const routeName = route?.name ?? 'account';
  const title = portalTitles[routeName] ?? 'Mein Konto';
  return (
    <div className="pt-root">
      <h1 className="pt-title">{title}</h1>
      {session.kind === 'loading' ? (
        <p role="status" aria-busy="true">
          Wird geladen …
        </p>
      ) : session.kind === 'loggedIn' ? (
        <>
          {route?.middleware.includes('payment-session') ? <PaymentNotice /> : null}
          <AccountSummary user={session.user} />
        </>
      ) : (
        <div className="pt-login-prompt">
          <p>Bitte melden Sie sich an, um diesen Bereich zu nutzen.</p>
          <p className="pt-actions">
            <a className="pt-button pt-button--primary" href="#login">
              Anmelden
            </a>
            <a className="pt-button" href="#register">
              Kostenlos registrieren
            </a>
          </p>
        </div>
      )}
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
