import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CompleteRegistrationForm } from './CompleteRegistrationForm';
import { createDialogHost } from './createDialogHost';
import { DialogHostContext } from './DialogHostContext';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { OnboardingScreen } from './OnboardingScreen';
import { RegistrationForm } from './RegistrationForm';
import { SocialLoginButtons } from './SocialLoginButtons';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const base = '/__mein-portal/dialog-flow/';

function DialogScreen() {
  const { pathname } = useLocation();
  const screen = pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/$/, '') : '';
  switch (screen) {
    case 'login':
      return (
        <>
          <LoginForm />
          <SocialLoginButtons />
        </>
      );
    case 'registration':
      return (
        <>
          <RegistrationForm />
          <SocialLoginButtons />
        </>
      );
    case 'forgot-password':
      return <ForgotPasswordForm />;
    case 'change-password':
      return <ChangePasswordForm />;
    case 'complete-registration':
      return <CompleteRegistrationForm />;
    case 'verify-email':
      return <VerifyEmailScreen />;
    case 'onboarding':
      return <OnboardingScreen />;
    default:
      return (
        <div className="df-form">
          <h1 className="df-title">Seite nicht gefunden</h1>
          <p>
            Bitte nutzen Sie die <a href={`${base}login`}>Anmeldung</a>.
          </p>
        </div>
      );
  }
}

export function DialogFlowApp() {
  const [host] = useState(() => createDialogHost({ win: window, bus: eventBus }));
  useEffect(() => () => host.dispose(), [host]);
  if (!host.trusted) {
    return (
      <div className="df-form">
        <p role="alert">Die Anmeldung kann nur direkt auf unserer Website genutzt werden.</p>
      </div>
    );
  }
  return (
    <DialogHostContext.Provider value={host}>
      <BrowserRouter>
        <DialogScreen />
      </BrowserRouter>
    </DialogHostContext.Provider>
  );
}
