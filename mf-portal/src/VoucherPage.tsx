import type { VoucherRedemption } from '@news/contracts/sellApi';
import { eventBus } from '@news/event-bus/eventBus';
import { useState } from 'react';
import { formatGermanDate } from './formatGermanDate';
import { sellClient } from './sellClient';
import { useSellAction } from './useSellAction';

/** What the reader got for the code, in a sentence. */
function redeemedText(r: VoucherRedemption): string {
  if (r.validUntil)
    return `Ihr Code ist eingelöst: ${r.productName}. Sie lesen plus bis zum ${formatGermanDate(r.validUntil)}; danach endet es von selbst, Sie müssen nichts kündigen.`;
  const balance = r.wallet ? ` Sie haben jetzt ${r.wallet.availableCreditCount} Coins.` : '';
  return `Ihr Code ist eingelöst: ${r.credits} Coins sind Ihrem Guthaben gutgeschrieben.${balance}`;
}

/**
 * /order/code: a voucher code redeems a subscription for its term or coins; the session then carries the role and a
 * coin code's wallet goes onto the bus (WALLET_CHANGED).
 */
export function VoucherPage() {
  const [code, setCode] = useState('');
  const { state, run } = useSellAction(async (value: string) => {
    const redemption = await sellClient.redeemVoucher(value);
    await sellClient.sessionWithRole(redemption.role);
    // the header's coins and the coin offers show the new balance at once
    if (redemption.wallet) eventBus.publish('payment', { type: 'WALLET_CHANGED', ...redemption.wallet });
    return redemption;
  });
  if (state.kind === 'done')
    return (
      <div className="pt-sell-done">
        <p role="status">{redeemedText(state.result)}</p>
        <p className="pt-actions">
          {state.result.validUntil ? (
            <a className="pt-button pt-button--primary" href="/">
              Zu den Artikeln
            </a>
          ) : (
            <a className="pt-button pt-button--primary" href="/account/coins">
              Zu meinen Coins
            </a>
          )}
        </p>
      </div>
    );
  return (
    <form
      className="pt-form"
      aria-labelledby="pt-voucher-title"
      onSubmit={(e) => {
        e.preventDefault();
        void run(code);
      }}
    >
      <h2 id="pt-voucher-title">Gutschein einlösen</h2>
      <p>Sie haben einen Gutschein- oder Aktionscode? Geben Sie ihn hier ein. Jeder Code gilt einmal.</p>
      <label>
        Ihr Code
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="pt-voucher-status"
        />
      </label>
      <button className="pt-button pt-button--primary" type="submit" disabled={state.kind === 'busy'}>
        Code einlösen
      </button>
      {state.kind === 'error' ? (
        <p id="pt-voucher-status" className="pt-form-error" role="alert">
          {state.text}
        </p>
      ) : (
        <p id="pt-voucher-status" className="pt-form-status" role="status">
          {state.kind === 'busy' ? 'Code wird eingelöst …' : ''}
        </p>
      )}
    </form>
  );
}
