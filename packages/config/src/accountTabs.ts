/**
 * The account tabs (spec §2 portal routes, §6 `account-tabs-access`): which tab a reader sees, may open, or sees
 * greyed out with the reason. One decision for the shell's route middleware (a hidden tab's address leads to
 * /account) and the portal's tab navigation.
 */
export type AccountTabRoute = 'account' | 'account-abo' | 'account-coins' | 'account-plus-verification';

export type AccountTab = {
  route: AccountTabRoute;
  path: string;
  label: string;
  /** open: a link; disabled: shown, not usable now, with `reason`; hidden: not offered at all. */
  state: 'open' | 'disabled' | 'hidden';
  reason?: string;
};

/** Whether the payment provider's session could be read (the shell's payment-session check). */
export type PaymentAvailability = 'available' | 'unavailable';

const UNAVAILABLE = 'Gerade nicht erreichbar';

/**
 * The tabs for a logged-in reader with these roles: "Mein Konto" always; "Mein Abo", "Meine Coins" and "Plus
 * freischalten" need the payment provider (disabled while it cannot be reached); "Plus freischalten" is hidden for
 * a reader who already has both roles a print or e-paper subscription could link (PLUS_USER and EPAPER_USER).
 */
export function accountTabs(roles: readonly string[], payment: PaymentAvailability): AccountTab[] {
  const needsPayment = (tab: Omit<AccountTab, 'state'>): AccountTab =>
    payment === 'available' ? { ...tab, state: 'open' } : { ...tab, state: 'disabled', reason: UNAVAILABLE };
  const nothingToLink = roles.includes('PLUS_USER') && roles.includes('EPAPER_USER');
  return [
    { route: 'account', path: '/account', label: 'Mein Konto', state: 'open' },
    needsPayment({ route: 'account-abo', path: '/account/abo', label: 'Mein Abo' }),
    needsPayment({ route: 'account-coins', path: '/account/coins', label: 'Meine Coins' }),
    nothingToLink
      ? {
          route: 'account-plus-verification',
          path: '/account/plus-verification',
          label: 'Plus freischalten',
          state: 'hidden',
        }
      : needsPayment({
          route: 'account-plus-verification',
          path: '/account/plus-verification',
          label: 'Plus freischalten',
        }),
  ];
}
