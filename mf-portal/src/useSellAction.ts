import { useState } from 'react';
import { CommerceError } from './commerceClient';

export type SellActionState<T> =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; result: T } | { kind: 'error'; text: string };

const OFFLINE = 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

/**
 * One state-changing step of the selling pages (redeem a code, invite, accept, link): busy while it runs, then its
 * result or the German message of the refusal. A second submit while busy is ignored (a double click acts once).
 */
export function useSellAction<A extends unknown[], T>(action: (...args: A) => Promise<T>) {
  const [state, setState] = useState<SellActionState<T>>({ kind: 'idle' });
  async function run(...args: A): Promise<void> {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', result: await action(...args) });
    } catch (error) {
      setState({ kind: 'error', text: error instanceof CommerceError ? error.message : OFFLINE });
    }
  }
  return { state, run, reset: () => setState({ kind: 'idle' }) };
}
