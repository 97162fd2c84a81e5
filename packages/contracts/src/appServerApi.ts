import { z } from 'zod';

/**
 * Answer of GET /api/settings: the brand's feature flags (spec §3 "Settings"), loosely typed on the wire. The
 * gateway sends every key; a client still runs them through `coerceSettings` (packages/config) before use.
 */
export const appSettingsSchema = z.record(z.string(), z.union([z.boolean(), z.number(), z.string()]));
export type AppSettings = z.infer<typeof appSettingsSchema>;
