import type { Invitation, InvitationsOverview } from '@news/contracts/sellApi';
import { useEffect, useState } from 'react';
import { formatGermanDate } from './formatGermanDate';
import { Loading } from './Loading';
import { sellClient } from './sellClient';
import { useSellAction } from './useSellAction';

type Overview = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; overview: InvitationsOverview };

function invitationStatus(invitation: Invitation): string {
  if (invitation.acceptedAt) return `angenommen am ${formatGermanDate(invitation.acceptedAt)}`;
  if (Date.parse(invitation.expiresAt) <= Date.now()) return 'abgelaufen';
  return `offen bis zum ${formatGermanDate(invitation.expiresAt)}`;
}

/**
 * /order/invite for the inviting reader: a plus reader sends an invitation by e-mail (bounded per 30 days) and
 * sees those sent; a reader without plus learns why they cannot and where plus is offered.
 */
export function InviteFriends() {
  const [data, setData] = useState<Overview>({ kind: 'loading' });
  const [email, setEmail] = useState('');
  const load = () =>
    sellClient.invitations().then(
      (overview) => setData({ kind: 'ready', overview }),
      () => setData({ kind: 'failed' }),
    );
  useEffect(() => {
    void load();
  }, []);
  const { state, run } = useSellAction(async (address: string) => {
    const invitation = await sellClient.invite(address);
    setEmail('');
    await load();
    return invitation;
  });

  if (data.kind === 'loading') return <Loading text="Einladungen werden geladen …" />;
  if (data.kind === 'failed')
    return (
      <p className="pt-form-error" role="alert">
        Ihre Einladungen können wir gerade nicht laden. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  const { overview } = data;
  if (!overview.canInvite)
    return (
      <div className="pt-notice">
        <p>
          Freunde einladen können Leserinnen und Leser mit plus-Abo: Sie schenken ihnen {overview.trialDays}{' '}
          Tage plus zum Kennenlernen. Mit einem plus-Abo können Sie das auch.
        </p>
        <p className="pt-actions">
          <a className="pt-button pt-button--primary" href="/order">
            plus-Angebote ansehen
          </a>
        </p>
      </div>
    );
  return (
    <>
      <form
        className="pt-form"
        aria-labelledby="pt-invite-title"
        onSubmit={(e) => {
          e.preventDefault();
          void run(email);
        }}
      >
        <h2 id="pt-invite-title">Freundin oder Freund einladen</h2>
        <p>
          Schenken Sie {overview.trialDays} Tage plus: Wir schicken eine E-Mail mit einem Link. Jede Adresse
          kann plus einmal testen. Sie können noch {overview.remaining} von {overview.limit} Einladungen in 30
          Tagen verschicken.
        </p>
        <label>
          E-Mail-Adresse
          <input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            maxLength={254}
            autoComplete="off"
            disabled={overview.remaining === 0}
          />
        </label>
        <button
          className="pt-button pt-button--primary"
          type="submit"
          disabled={state.kind === 'busy' || overview.remaining === 0}
        >
          Einladung senden
        </button>
        {state.kind === 'error' ? (
          <p className="pt-form-error" role="alert">
            {state.text}
          </p>
        ) : (
          <p className="pt-form-status" role="status">
            {state.kind === 'busy'
              ? 'Einladung wird gesendet …'
              : state.kind === 'done'
                ? `Die Einladung an ${state.result.email} ist unterwegs.`
                : ''}
          </p>
        )}
      </form>
      <section aria-labelledby="pt-invitations-title">
        <h2 id="pt-invitations-title">Ihre Einladungen</h2>
        {overview.invitations.length === 0 ? (
          <p>Sie haben noch niemanden eingeladen.</p>
        ) : (
          <ul className="pt-purchases">
            {overview.invitations.map((invitation) => (
              <li key={invitation.invitationId} className="pt-purchase">
                {invitation.email}
                <span className="pt-purchase__date">{invitationStatus(invitation)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
