import { CancelButton } from './CancelButton';
import { DialogLink } from './DialogLink';
import { ResendConfirmationMail } from './ResendConfirmationMail';
import { useSessionState } from './useSessionState';

/** Asks a logged-in reader to confirm the e-mail address, with a button to send the confirmation mail again. */
export function VerifyEmailScreen() {
  const session = useSessionState();

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

  return (
    <div className="df-form">
      <h1 className="df-title">Bitte bestätigen Sie Ihre E-Mail-Adresse</h1>
      <p>
        Wir haben Ihnen eine E-Mail an <strong>{user.email}</strong> geschickt. Bitte klicken Sie auf den Link
        darin, um Ihre Adresse zu bestätigen.
      </p>
      <ResendConfirmationMail email={user.email} autoFocus />
      <CancelButton />
    </div>
  );
}
