import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';

/**
 * Account pages: a notice when the shell could not read the payment provider's session (topic payment,
 * PAYMENT_UNAVAILABLE). The page stays usable; only subscription and payment details are missing.
 */
export function PaymentNotice() {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    const subscription = eventBus
      .on('payment')
      .subscribe((event) => setUnavailable(event.type === 'PAYMENT_UNAVAILABLE'));
    return () => subscription.unsubscribe();
  }, []);
  if (!unavailable) return null;
  return (
    <p className="pt-notice" role="status">
      Ihre Abo- und Zahlungsdaten können wir gerade nicht laden. Bitte versuchen Sie es später noch einmal.
    </p>
  );
}
