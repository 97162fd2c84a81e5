import { registerResponseSchema } from '@news/contracts/identityApi';
import { useEffect, useRef, useState } from 'react';
import { CancelButton } from './CancelButton';
import { DialogLink } from './DialogLink';
import { FormStatus, type Status } from './FormStatus';
import { postSession } from './postSession';

/**
 * The step after a registration: the reader confirms the address by the link in the mail, which signs them in.
 * It reads the same whether the address was new or already had an account (that mail says so instead), so the
 * screen tells nobody which addresses are registered. The heading takes the focus, so screen readers announce it.
 */
export function ConfirmEmailStep({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  useEffect(() => heading.current?.focus(), []);

  async function resend() {
    setStatus({ kind: 'submitting' });
    const result = await postSession('/api/auth/send-email-confirmation', { email }, registerResponseSchema);
    setStatus(
      result.ok
        ? { kind: 'done', message: `Wir haben die E-Mail an ${email} noch einmal geschickt.` }
        : { kind: 'failed', message: result.message },
    );
  }

  return (
    <div className="df-form">
      <h1 className="df-title" tabIndex={-1} ref={heading}>
        Fast geschafft – bitte bestätigen Sie Ihre E-Mail-Adresse
      </h1>
      <p>
        Wir haben Ihnen eine E-Mail an <strong>{email}</strong> geschickt. Bitte öffnen Sie den Link darin:
        Damit ist Ihr Konto aktiviert und Sie sind angemeldet. Der Link ist 24 Stunden gültig.
      </p>
      <p className="df-note">
        Keine E-Mail bekommen? Bitte sehen Sie auch im Spam-Ordner nach oder lassen Sie sie sich noch einmal
        schicken.
      </p>
      <FormStatus status={status} />
      <button
        className="df-submit"
        type="button"
        disabled={status.kind === 'submitting'}
        onClick={() => void resend()}
      >
        {status.kind === 'submitting' ? 'Wird gesendet …' : 'E-Mail erneut senden'}
      </button>
      <CancelButton />
      <p className="df-links">
        <DialogLink screen="login">Schon bestätigt? Jetzt anmelden</DialogLink>
      </p>
    </div>
  );
}
