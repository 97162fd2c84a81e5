/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { eventBus } from '@news/event-bus/eventBus';
import { act, render, screen } from '@testing-library/react';
import { AccountTabs } from './AccountTabs';

describe('AccountTabs', () => {
  it('links the open tabs, marks the current one and leaves out a hidden one', () => {
    render(<AccountTabs roles={['PLUS_USER', 'EPAPER_USER']} current="account-abo" />);
    const nav = screen.getByRole('navigation', { name: 'Bereiche Ihres Kontos' });
    expect(nav.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Mein Abo' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Mein Konto' }).getAttribute('aria-current')).toBeNull();
    expect(screen.queryByText('Plus freischalten')).toBeNull();
  });

  it('greys out the payment tabs with the reason while the payment provider is down', () => {
    render(<AccountTabs roles={[]} current="account" />);
    expect(screen.getByRole('link', { name: 'Plus freischalten' }).getAttribute('href')).toBe(
      '/account/plus-verification',
    );
    act(() => eventBus.publish('payment', { type: 'PAYMENT_UNAVAILABLE' }));
    expect(screen.queryByRole('link', { name: 'Meine Coins' })).toBeNull();
    expect(screen.getByText('Meine Coins').closest('[aria-disabled="true"]')?.textContent).toBe(
      'Meine Coins (Gerade nicht erreichbar)',
    );
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toBeTruthy();
  });
});
