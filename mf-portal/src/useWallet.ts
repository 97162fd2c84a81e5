import type { CreditWallet } from '@news/contracts/paymentsApi';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';

export type WalletState =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'unavailable' } | { kind: 'wallet'; wallet: CreditWallet };

/**
 * The reader's credit wallet from the shell's payment topic (replayed): the shell reads it after the login and on
 * account pages; a spent coin announces the new count. Loading until the shell has it.
 */
export function useWallet(): WalletState {
  const [state, setState] = useState<WalletState>({ kind: 'loading' });
  useEffect(() => {
    const subscription = eventBus.on('payment').subscribe((event) => {
      if (event.type === 'WALLET_CHANGED') {
        const { customerId, uniqueId, availableCreditCount } = event;
        setState({ kind: 'wallet', wallet: { customerId, uniqueId, availableCreditCount } });
      } else if (event.type === 'PAYMENT_UNAVAILABLE') setState({ kind: 'unavailable' });
      else if (event.type === 'PAYMENT_RESET' || event.customerId === null) setState({ kind: 'none' });
    });
    return () => subscription.unsubscribe();
  }, []);
  return state;
}
