import { useState } from 'react';
import { z } from 'zod/mini';
import { FormStatus, type Status } from './FormStatus';
import { postSession } from './postSession';

/**
 * Sends the confirmation mail to an address again (the identity service limits how often, per address and IP, and
 * answers alike whether or not the address has an unconfirmed account), with its own status for screen readers.
 */
export function ResendConfirmationMail({ email, autoFocus = false }: { email: string; autoFocus?: boolean }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function resend() {
    setStatus({ kind: 'submitting' });
    const result = await postSession('/api/auth/send-email-confirmation', { email }, z.unknown());
    setStatus(
      result.ok
        ? { kind: 'done', message: `Wir haben Ihnen eine neue Bestätigungs-E-Mail an ${email} geschickt.` }
        : { kind: 'failed', message: result.message },
    );
  }

  return (
    <>
      <FormStatus status={status} />
      <button
        className="df-submit"
        type="button"
        autoFocus={autoFocus}
        disabled={status.kind === 'submitting'}
        onClick={() => void resend()}
      >
        {status.kind === 'submitting' ? 'Wird gesendet …' : 'Bestätigungs-E-Mail erneut senden'}
      </button>
    </>
  );
}
