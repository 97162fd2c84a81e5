/** @jest-environment jsdom */
import { eventBus } from '@news/event-bus/eventBus';
import { act, render, screen } from '@testing-library/react';
import { PaymentNotice } from './PaymentNotice';

describe('PaymentNotice', () => {
  it('shows a German notice while the payment session is unavailable, and hides it when it answers', () => {
    render(<PaymentNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => eventBus.publish('payment', { type: 'PAYMENT_UNAVAILABLE' }));
    expect(screen.getByRole('status').textContent).toContain('Zahlungsdaten können wir gerade nicht laden');
    act(() => eventBus.publish('payment', { type: 'PAYMENT_CUSTOMER', customerId: 'cus-1' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the state the shell announced before it mounted', () => {
    eventBus.publish('payment', { type: 'PAYMENT_UNAVAILABLE' });
    render(<PaymentNotice />);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
