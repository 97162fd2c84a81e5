import { z } from 'zod';

/**
 * Answer of GET /api/plenigo/session (spec §7 "App server": returns the customer). Only the customer id is read;
 * further fields of the payment provider's customer are ignored.
 */
export const paymentSessionSchema = z.object({ customerId: z.string().min(1).max(200) });
export type PaymentSessionAnswer = z.infer<typeof paymentSessionSchema>;
