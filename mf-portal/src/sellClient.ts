import {
  invitationSchema,
  invitationsOverviewSchema,
  linkedSubscriptionSchema,
  linkedSubscriptionsSchema,
  trialSchema,
  voucherRedemptionSchema,
  type Invitation,
  type InvitationsOverview,
  type LinkedSubscription,
  type PlusVerificationBody,
  type Trial,
  type VoucherRedemption,
} from '@news/contracts/sellApi';
import { userStateSchema } from '@news/contracts/userState';
import { announceSession } from './announceSession';
import { call, commerceClient } from './commerceClient';

/** The app server's voucher, invitation and plus-verification endpoints (/api/plenigo/*, issue 14). */
export const sellClient = {
  redeemVoucher: (code: string): Promise<VoucherRedemption> =>
    call('/api/plenigo/vouchers/redeem', voucherRedemptionSchema, { code }),
  invitations: (): Promise<InvitationsOverview> =>
    call('/api/plenigo/invitations', invitationsOverviewSchema),
  invite: (email: string): Promise<Invitation> =>
    call('/api/plenigo/invitations', invitationSchema, { email }),
  acceptInvitation: (token: string): Promise<Trial> =>
    call('/api/plenigo/invitations/accept', trialSchema, { token }),
  linkedSubscriptions: (): Promise<LinkedSubscription[]> =>
    call('/api/plenigo/plus-verification', linkedSubscriptionsSchema),
  linkSubscription: (body: PlusVerificationBody): Promise<LinkedSubscription> =>
    call('/api/plenigo/plus-verification', linkedSubscriptionSchema, body),
  /**
   * After a grant: renews the session until its token carries `role`, then tells the page (the shell and the
   * header follow the new roles). False when the role did not arrive in time.
   */
  async sessionWithRole(role: string): Promise<boolean> {
    const arrived = await commerceClient.refreshUntilRole(role);
    if (arrived) announceSession(await call('/api/validate', userStateSchema).catch(() => null));
    return arrived;
  },
};
