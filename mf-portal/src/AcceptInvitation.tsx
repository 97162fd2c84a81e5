import { formatGermanDate } from './formatGermanDate';
import { sellClient } from './sellClient';
import { useSellAction } from './useSellAction';

/** The invited friend, logged in, takes the plus trial of the link's invitation; the session then carries plus. */
export function AcceptInvitation({ token, email }: { token: string; email: string }) {
  const { state, run } = useSellAction(async () => {
    const trial = await sellClient.acceptInvitation(token);
    await sellClient.sessionWithRole(trial.role);
    return trial;
  });
  if (state.kind === 'done')
    return (
      <div className="pt-sell-done">
        <p role="status">
          Willkommen bei plus! Sie lesen alle plus-Artikel bis zum {formatGermanDate(state.result.validUntil)}
          . Danach endet der Test von selbst, Sie müssen nichts kündigen.
        </p>
        <p className="pt-actions">
          <a className="pt-button pt-button--primary" href="/">
            Zu den Artikeln
          </a>
        </p>
      </div>
    );
  return (
    <section className="pt-form" aria-labelledby="pt-accept-title">
      <h2 id="pt-accept-title">Einladung annehmen</h2>
      <p>
        Sie wurden eingeladen, plus kostenlos zu testen. Die Einladung gilt für die E-Mail-Adresse, an die sie
        geschickt wurde; Sie sind angemeldet als <strong>{email}</strong>.
      </p>
      <button
        className="pt-button pt-button--primary"
        type="button"
        disabled={state.kind === 'busy'}
        onClick={() => void run()}
      >
        Einladung annehmen
      </button>
      {state.kind === 'error' ? (
        <p className="pt-form-error" role="alert">
          {state.text}
        </p>
      ) : (
        <p className="pt-form-status" role="status">
          {state.kind === 'busy' ? 'Einladung wird angenommen …' : ''}
        </p>
      )}
    </section>
  );
}
