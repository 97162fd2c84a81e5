import type { MandatorId } from '@news/config/mandators';
import type { LinkedSubscription, PlusVerificationBody } from '@news/contracts/sellApi';
import type { Db, DbTx } from '@news/db/createDb';
import type { Outbox } from '@news/outbox/createOutbox';
import { enqueueRoleGrant } from './checkout';
import { recordFailedAttempt, refuseGuessing } from './failedAttempts';
import { PaymentsHttpError } from './PaymentsHttpError';

/** Wrong customer number and postcode pairs a reader may try per hour. */
export const VERIFICATION_GUESSES_PER_HOUR = 5;

const ROLE_OF_KIND = { print: 'PLUS_USER', epaper: 'EPAPER_USER' } as const;

type LinkedRow = { customer_number: string; kind: 'print' | 'epaper'; linked_at: Date | string };

const toLinked = (r: LinkedRow): LinkedSubscription => ({
  customerNumber: r.customer_number,
  kind: r.kind,
  role: ROLE_OF_KIND[r.kind],
  linkedAt: new Date(r.linked_at).toISOString(),
});

/** The print and e-paper subscriptions linked to the reader's account in this brand. */
export async function listLinkedSubscriptions(
  db: DbTx,
  ssoId: string,
  mandator: MandatorId,
): Promise<LinkedSubscription[]> {
  const { rows } = await db.query<LinkedRow>(
    `select customer_number, kind, linked_at from payments.print_subscribers
     where linked_sso_id = $1 and mandator = $2 order by linked_at desc, customer_number`,
    [ssoId, mandator],
  );
  return rows.map(toLinked);
}

/**
 * Links a print or e-paper subscription by customer number and postcode (POST …/plus-verifications): a match grants
 * PLUS_USER (print) or EPAPER_USER (e-paper) through the identity service for as long as it stays linked. A number
 * and postcode that do not belong together answer the same 404 as an unknown number (nothing to probe) and count
 * as a failed guess (429 after VERIFICATION_GUESSES_PER_HOUR in an hour). A number links one account only: 409 for
 * another's; linking one's own again changes nothing.
 */
export async function linkPrintSubscription(
  db: Db,
  roleOutbox: Outbox,
  input: PlusVerificationBody & { ssoId: string; mandator: MandatorId },
): Promise<{ linked: LinkedSubscription; created: boolean }> {
  await refuseGuessing(db, input.ssoId, 'verification', VERIFICATION_GUESSES_PER_HOUR);
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        postcode: string;
        kind: 'print' | 'epaper';
        linked_sso_id: string | null;
        linked_at: Date | string | null;
      }>(
        `select postcode, kind, linked_sso_id, linked_at from payments.print_subscribers
         where mandator = $1 and customer_number = $2 for update`,
        [input.mandator, input.customerNumber],
      );
      const subscriber = rows[0];
      if (subscriber?.postcode !== input.postcode) throw new PaymentsHttpError('verification_failed');
      if (subscriber.linked_sso_id && subscriber.linked_at) {
        if (subscriber.linked_sso_id !== input.ssoId)
          throw new PaymentsHttpError('verification_already_linked');
        return {
          linked: toLinked({
            customer_number: input.customerNumber,
            kind: subscriber.kind,
            linked_at: subscriber.linked_at,
          }),
          created: false,
        };
      }
      const updated = await tx.query<LinkedRow>(
        `update payments.print_subscribers set linked_sso_id = $3, linked_at = date_trunc('milliseconds', now())
         where mandator = $1 and customer_number = $2 returning customer_number, kind, linked_at`,
        [input.mandator, input.customerNumber, input.ssoId],
      );
      const row = updated.rows[0];
      if (!row) throw new Error('plus verification: the locked subscriber is missing');
      await enqueueRoleGrant(tx, roleOutbox, {
        grantId: `P-${input.mandator}-${input.customerNumber}`,
        ssoId: input.ssoId,
        role: ROLE_OF_KIND[row.kind],
        validUntil: null,
      });
      return { linked: toLinked(row), created: true };
    });
  } catch (err) {
    if (err instanceof PaymentsHttpError && err.code === 'verification_failed')
      await recordFailedAttempt(db, input.ssoId, 'verification');
    throw err;
  }
}
