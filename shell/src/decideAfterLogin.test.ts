import { settingsDefaults } from '@news/config/settings';
import { decideAfterLogin } from './decideAfterLogin';

const base = {
  pathname: '/',
  via: 'login' as const,
  hasVerifiedEmail: true,
  onboardingCompleted: false,
  missingFields: [] as string[],
  settings: {
    ...settingsDefaults,
    onboardingpopup_afterregistration_enabled: true,
    onboardingpopup_afterlogin_enabled: true,
  },
};

describe('decideAfterLogin', () => {
  it('offers the onboarding to a verified reader who has not completed it', () => {
    expect(decideAfterLogin(base)).toBe('onboarding');
    expect(decideAfterLogin({ ...base, via: 'registration' })).toBe('onboarding');
    expect(decideAfterLogin({ ...base, via: 'password-reset' })).toBe('onboarding');
  });

  it('follows the flag of the way in', () => {
    const afterRegistrationOnly = {
      ...base.settings,
      onboardingpopup_afterlogin_enabled: false,
    };
    expect(decideAfterLogin({ ...base, settings: afterRegistrationOnly })).toBe('none');
    expect(decideAfterLogin({ ...base, via: 'registration', settings: afterRegistrationOnly })).toBe(
      'onboarding',
    );
    const afterLoginOnly = { ...base.settings, onboardingpopup_afterregistration_enabled: false };
    expect(decideAfterLogin({ ...base, via: 'registration', settings: afterLoginOnly })).toBe('none');
    const disabled = { ...base.settings, onboardingpopup_enabled: false };
    expect(decideAfterLogin({ ...base, settings: disabled })).toBe('none');
  });

  it('sends an unverified reader to e-mail verification instead', () => {
    expect(decideAfterLogin({ ...base, hasVerifiedEmail: false })).toBe('verify-email');
    expect(decideAfterLogin({ ...base, hasVerifiedEmail: false, onboardingCompleted: true })).toBe(
      'verify-email',
    );
  });

  it('asks a verified reader with missing registration fields to complete them instead of the onboarding', () => {
    const missing = { ...base, missingFields: ['salutation'] };
    expect(decideAfterLogin(missing)).toBe('complete-registration');
    expect(decideAfterLogin({ ...missing, onboardingCompleted: true })).toBe('complete-registration');
    expect(
      decideAfterLogin({ ...missing, settings: { ...base.settings, onboardingpopup_enabled: false } }),
    ).toBe('complete-registration');
    expect(decideAfterLogin({ ...missing, hasVerifiedEmail: false })).toBe('verify-email');
    expect(decideAfterLogin({ ...missing, pathname: '/order/checkout' })).toBe('none');
    expect(decideAfterLogin({ ...missing, via: 'profile' })).toBe('none');
  });

  it('offers nothing once completed, on an order path, or after completing the profile', () => {
    expect(decideAfterLogin({ ...base, onboardingCompleted: true })).toBe('none');
    expect(decideAfterLogin({ ...base, pathname: '/order/checkout' })).toBe('none');
    expect(decideAfterLogin({ ...base, pathname: '/order/abo', hasVerifiedEmail: false })).toBe('none');
    expect(decideAfterLogin({ ...base, via: 'profile', hasVerifiedEmail: false })).toBe('none');
  });
});
