import { socialLoginPath, socialProvidersSchema, type SocialProvider } from '@news/contracts/socialProviders';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDialogHost } from './DialogHostContext';
import { postSession } from './postSession';

/**
 * The social sign-in buttons of the login and registration screens: one per configured provider (GET
 * /api/oauth2/providers), none while loading or when that fails. A provider's pages cannot be framed, so inside
 * the overlay frame the page around it goes to the sign-in start (`navigate`); at top level this page goes, with
 * its `redirect` parameter as the way back. Not offered on a partner's page: the session would not reach it.
 */
export function SocialLoginButtons() {
  const host = useDialogHost();
  const { search } = useLocation();
  const headingId = useId();
  const [providers, setProviders] = useState<SocialProvider[]>([]);

  useEffect(() => {
    if (!host.sessionFromShell) return;
    let active = true;
    void postSession('/api/oauth2/providers', undefined, socialProvidersSchema, 'GET').then((result) => {
      if (active && result.ok) setProviders(result.data.providers);
    });
    return () => {
      active = false;
    };
  }, [host]);

  if (!host.sessionFromShell || providers.length === 0) return null;
  const redirect = host.embedded ? null : new URLSearchParams(search).get('redirect');
  return (
    <section className="df-form df-social" aria-labelledby={headingId}>
      <h2 className="df-social-title" id={headingId}>
        Oder mit einem anderen Konto
      </h2>
      <ul className="df-social-list">
        {providers.map((provider) => (
          <li key={provider.name}>
            <button
              className="df-social-button"
              type="button"
              onClick={() => host.openInParent(socialLoginPath(provider.name, redirect))}
            >
              Mit {provider.label} anmelden
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
