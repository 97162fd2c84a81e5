import type { Db } from '@news/db/createDb';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Creates the outbox table `<schema>.outbox` in the service's own schema, when missing: one row per event and
 * target, in the order the events were written (`id`). `claimed_by`/`claimed_until` mark a delivery under way (a
 * lease, so a dispatcher that died mid-delivery does not hold its rows for ever), `next_attempt_at` and
 * `attempts` the retries, `delivered_at` the end. Idempotent; concurrent callers are serialised by a
 * transaction-scoped advisory lock. createOutbox calls it, so a service gets its table with its migrations.
 */
export async function migrateOutbox(db: Db, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`outbox: invalid schema name ${JSON.stringify(schema)}`);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${schema}.outbox`]);
    await tx.exec(
      `create schema if not exists ${schema};
       create table if not exists ${schema}.outbox (
         id bigserial primary key,
         event_id uuid not null,
         event_type text not null,
         target text not null,
         body text not null,
         created_at timestamptz not null default now(),
         attempts integer not null default 0,
         next_attempt_at timestamptz not null default now(),
         claimed_by uuid,
         claimed_until timestamptz,
         delivered_at timestamptz,
         last_error text,
         unique (event_id, target)
       );
       create index if not exists outbox_pending on ${schema}.outbox (target, id) where delivered_at is null;
       create index if not exists outbox_delivered on ${schema}.outbox (delivered_at) where delivered_at is not null;`,
    );
  });
}
