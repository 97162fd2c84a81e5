import { accountTabs, type PaymentAvailability } from '@news/config/accountTabs';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';

/**
 * The account pages' tab navigation, as the account-tabs-access check decides (accountTabs): open tabs are links
 * (the current one marked for screen readers), disabled ones are shown with their reason, hidden ones are left out.
 */
export function AccountTabs({ roles, current }: { roles: readonly string[]; current: string }) {
  const [payment, setPayment] = useState<PaymentAvailability>('available');
  useEffect(() => {
    const subscription = eventBus
      .on('payment')
      .subscribe((event) => setPayment(event.type === 'PAYMENT_UNAVAILABLE' ? 'unavailable' : 'available'));
    return () => subscription.unsubscribe();
  }, []);
  return (
    <nav className="pt-tabs" aria-label="Bereiche Ihres Kontos">
      <ul>
        {accountTabs(roles, payment)
          .filter((tab) => tab.state !== 'hidden')
          .map((tab) => (
            <li key={tab.route}>
              {tab.state === 'open' ? (
                <a
                  className="pt-tab"
                  href={tab.path}
                  aria-current={tab.route === current ? 'page' : undefined}
                >
                  {tab.label}
                </a>
              ) : (
                <span className="pt-tab pt-tab--disabled" aria-disabled="true">
                  {tab.label} <span className="pt-tab__reason">({tab.reason})</span>
                </span>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}
