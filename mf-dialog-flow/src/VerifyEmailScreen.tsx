import { useState } from 'react';
import { z } from 'zod/mini';
import { CancelButton } from './CancelButton';
import { DialogLink } from './DialogLink';
import { FormStatus, type Status } from './FormStatus';
import { postSession } from './postSession';
import { useSessionState } from './useSessionState';

/** Asks a logged-in reader to confirm the e-mail address, with a button to send the confirmation mail again. */
export function VerifyEmailScreen() {
  const session = useSessionState();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  if (session.kind === 'loading') {
    return (
      <div className="df-form" aria-busy="true">
        <h1 className="df-title">E-Mail-Adresse bestätigen</h1>
        <p role="status">Wird geladen …</p>
      </div>
    );
  }
  const user = session.kind === 'ready' ? session.user : null;
  if (!user) {
    return (
      <div className="df-form">
        <h1 className="df-title">E-Mail-Adresse bestätigen</h1>
        <p>Bitte melden Sie sich an, um Ihre E-Mail-Adresse zu bestätigen.</p>
        <p className="df-links">
          <DialogLink screen="login">Zur Anmeldung</DialogLink>
        </p>
        <CancelButton />
      </div>
    );
  }
  if (user.emailVerified) {
    return (
      <div className="df-form">
        <h1 className="df-title">E-Mail-Adresse bestätigt</h1>
        <p>Ihre E-Mail-Adresse {user.email} ist bestätigt. Vielen Dank!</p>
        <CancelButton />
      </div>
    );
  }

  async function resend(email: string) {
    setStatus({ kind: 'submitting' });
    const result = await postSession('/api/auth/send-email-confirmation', { email }, z.unknown());
    setStatus(
      result.ok
        ? { kind: 'done', message: `Wir haben Ihnen eine neue Bestätigungs-E-Mail an ${email} geschickt.` }
        : { kind: 'failed', message: result.message },
    );
  }

  return (
    <div className="df-form">
      <h1 className="df-title">Bitte bestätigen Sie Ihre E-Mail-Adresse</h1>
      <p>
        Wir haben Ihnen eine E-Mail an <strong>{user.email}</strong> geschickt. Bitte klicken Sie auf den Link
        darin, um Ihre Adresse zu bestätigen.
      </p>
      <FormStatus status={status} />
      <button
        className="df-submit"
        type="button"
        autoFocus
        disabled={status.kind === 'submitting'}
        onClick={() => void resend(user.email)}
      >
        {status.kind === 'submitting' ? 'Wird gesendet …' : 'Bestätigungs-E-Mail erneut senden'}
      </button>
      <CancelButton />
    </div>
  );
}
