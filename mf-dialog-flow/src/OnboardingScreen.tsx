import { onboardingStatusSchema } from '@news/contracts/userApi';
import { useState } from 'react';
import { CancelButton } from './CancelButton';
import { useDialogHost } from './DialogHostContext';
import { FormStatus, type Status } from './FormStatus';
import { postSession } from './postSession';

/**
 * The onboarding popup (spec §2 #onboarding, §4): a short welcome that says what the account is good for.
 * "Los geht's" marks the onboarding as completed (POST /api/onboarding) and closes the dialog; "Abbrechen"
 * closes it without, so it may be offered again after a later login.
 */
export function OnboardingScreen() {
  const host = useDialogHost();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function complete() {
    setStatus({ kind: 'submitting' });
    const result = await postSession(
      '/api/onboarding',
      { isOnboardingCompleted: true },
      onboardingStatusSchema,
    );
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.message });
      return;
    }
    setStatus({ kind: 'done', message: 'Viel Freude beim Lesen!' });
    host.close();
  }

  const submitting = status.kind === 'submitting';
  return (
    <div className="df-form" aria-busy={submitting}>
      <h1 className="df-title">Willkommen!</h1>
      <p>Schön, dass Sie dabei sind. Mit Ihrem Konto können Sie</p>
      <ul className="df-list">
        <li>Artikel mit dem Lesezeichen merken und später in Ihrer Merkliste weiterlesen,</li>
        <li>unter „Mein Konto“ Ihre Angaben und Abos verwalten.</li>
      </ul>
      <FormStatus status={status} />
      <button
        className="df-submit"
        type="button"
        autoFocus
        disabled={submitting || status.kind === 'done'}
        onClick={() => void complete()}
      >
        {submitting ? 'Wird gespeichert …' : 'Los geht’s'}
      </button>
      <CancelButton />
    </div>
  );
}
