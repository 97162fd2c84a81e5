import { accountTabs } from './accountTabs';

const states = (tabs: ReturnType<typeof accountTabs>) =>
  Object.fromEntries(tabs.map((t) => [t.route, t.state]));

describe('accountTabs', () => {
  it('opens every tab for a free reader whose payment session answered', () => {
    expect(states(accountTabs([], 'available'))).toEqual({
      account: 'open',
      'account-abo': 'open',
      'account-coins': 'open',
      'account-plus-verification': 'open',
    });
  });

  it('disables the payment tabs, with a reason, while the payment provider cannot be reached', () => {
    const tabs = accountTabs(['PLUS_USER'], 'unavailable');
    expect(states(tabs)).toEqual({
      account: 'open',
      'account-abo': 'disabled',
      'account-coins': 'disabled',
      'account-plus-verification': 'disabled',
    });
    expect(tabs.find((t) => t.route === 'account-abo')?.reason).toBe('Gerade nicht erreichbar');
  });

  it('hides the plus verification once there is nothing left to link', () => {
    expect(states(accountTabs(['PLUS_USER'], 'available'))['account-plus-verification']).toBe('open');
    expect(states(accountTabs(['EPAPER_USER'], 'available'))['account-plus-verification']).toBe('open');
    expect(states(accountTabs(['PLUS_USER', 'EPAPER_USER'], 'available'))['account-plus-verification']).toBe(
      'hidden',
    );
  });
});
