import type { BusUser } from '@news/contracts/busEvents';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountSummary } from './AccountSummary';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailForm } from './EmailForm';
import { Loading } from './Loading';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { useAccountProfile } from './useAccountProfile';

const emailNotices: Record<string, { text: string; role: 'status' | 'alert' }> = {
  '1': {
    text: 'Ihre neue E-Mail-Adresse ist bestätigt. Sie melden sich ab jetzt mit ihr an.',
    role: 'status',
  },
  '0': {
    text: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    role: 'alert',
  },
};

/** /account: the summary, the profile, e-mail and password, the data export and deleting the account. */
export function AccountPage({ user }: { user: BusUser }) {
  const profile = useAccountProfile();
  const navigate = useNavigate();
  const notice = emailNotices[new URLSearchParams(useLocation().search).get('emailChanged') ?? ''];
  return (
    <div className="pt-account-page">
      {notice ? (
        <p className="pt-notice" role={notice.role}>
          {notice.text}
        </p>
      ) : null}
      <AccountSummary user={user} />
      {profile.kind === 'loading' ? <Loading text="Ihre Angaben werden geladen …" /> : null}
      {profile.kind === 'error' ? (
        <p className="pt-form-error" role="alert">
          Ihre Angaben können wir gerade nicht laden. Bitte versuchen Sie es später noch einmal.
        </p>
      ) : null}
      {profile.kind === 'loaded' ? <ProfileForm profile={profile.profile} /> : null}
      <EmailForm currentEmail={user.email} />
      <PasswordForm />
      <section className="pt-form" aria-labelledby="pt-export-title">
        <h2 id="pt-export-title">Ihre Daten</h2>
        <p>Laden Sie alle Daten, die wir zu Ihrem Konto gespeichert haben, als JSON-Datei herunter.</p>
        <a className="pt-button" href="/api/account/export" download="meine-daten.json">
          Meine Daten herunterladen
        </a>
      </section>
      <DeleteAccountSection
        user={user}
        onDeleted={() => void navigate('/account?accountDeleted=1', { replace: true })}
      />
    </div>
  );
}
