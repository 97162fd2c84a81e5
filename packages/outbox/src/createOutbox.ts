import { randomUUID } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@news/contracts/webhooks';
import type { Db, DbTx } from '@news/db/createDb';
import { migrateOutbox } from './migrateOutbox';
import { signWebhook } from './signWebhook';

/** A webhook event: the envelope of packages/contracts/src/webhooks.ts (id, type, occurredAt, data). */
export type WebhookEvent = { id: string; type: string; occurredAt: string; data: unknown };

/** What the dispatcher reports: pino's logger fits. */
export type OutboxLogger = {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
};

export type OutboxOptions = {
  db: Db;
  /** The service's own PostgreSQL schema: the outbox is `<schema>.outbox` (migrateOutbox). */
  schema: string;
  /** The receivers' URLs (http or https): every event is delivered to each of them. */
  targets: readonly string[];
  /** The shared webhook secret (readWebhookSecret) the deliveries are signed with. */
  secret: string;
  logger?: OutboxLogger;
  /** How often the dispatcher looks for due deliveries besides the kick after a commit (default 1 s). */
  pollIntervalMs?: number;
  /** The first retry's delay; every further retry waits twice as long, at most `retryMaxMs` (1 s, 5 min). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long one delivery may take before it counts as failed (default 5 s). */
  deliveryTimeoutMs?: number;
  /**
   * How long a delivery under way belongs to the dispatcher that claimed it (default 3 × deliveryTimeoutMs): only
   * after that may another dispatcher take over the row of one that died mid-delivery.
   */
  claimMs?: number;
  /** Delivered rows are deleted after this long (default 7 days), checked at most once an hour. */
  deliveredRetentionMs?: number;
};

export type Outbox = {
  /**
   * Writes the event for every target into the outbox inside the caller's transaction: it is delivered if and only
   * if that transaction commits. Call kick() after the commit.
   */
  enqueue(tx: DbTx, event: WebhookEvent): Promise<void>;
  /** Delivers what is due now (call it right after a commit that enqueued events); never throws. */
  kick(): void;
  /** Stops the dispatcher: no new deliveries, the ones under way are aborted and left for the next start. */
  close(): Promise<void>;
};

type ClaimedRow = { id: string; event_id: string; target: string; body: string; attempts: number };

const PRUNE_EVERY_MS = 60 * 60 * 1000;

const consoleLogger: OutboxLogger = {
  info: () => undefined,
  warn: (fields, message) => console.warn(`[outbox] ${message}`, fields),
};

function parseTarget(target: string): string {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new Error(`outbox: webhook target ${JSON.stringify(target)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`outbox: webhook target ${JSON.stringify(target)} must be an http or https URL`);
  return url.href;
}

function describeError(err: unknown): string {
  const error = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  const cause = error.cause?.code ?? error.cause?.message;
  return `${error.name ?? 'Error'}: ${error.message ?? String(err)}${cause ? ` (${cause})` : ''}`.slice(
    0,
    500,
  );
}

/**
 * A transactional outbox with its dispatcher (ARCHITECTURE §5): `enqueue` writes an event in the caller's
 * transaction, the dispatcher delivers it as a signed POST (contracts/webhooks.ts) to every target until the
 * target answers 2xx — at least once, so receivers are idempotent by event id.
 *
 * - In order per target: a target gets an event only after every earlier event for it was delivered, so a failing
 *   receiver holds back the later events for it (and only for it) until it accepts the first one again.
 * - Retries with exponential backoff (retryBaseMs, doubling, at most retryMaxMs), for ever: nothing is dropped.
 * - Kicked right after a commit (kick) and polling (pollIntervalMs); all state is in the table, so a restart
 *   goes on where the last process stopped. The table is created on the first start (migrateOutbox).
 * - Replicas share the work: a delivery is claimed with `for update skip locked` and a lease (claimMs) before it
 *   is sent, outside any transaction (PGlite has one connection, and the receiver may share the database), so
 *   two dispatchers never send one event at the same time.
 * - close() stops cleanly: deliveries under way are aborted and released for the next start.
 */
export async function createOutbox(opts: OutboxOptions): Promise<Outbox> {
  const { db, schema } = opts;
  const targets = opts.targets.map(parseTarget);
  if (targets.length > 0 && opts.secret.length === 0) throw new Error('outbox: a webhook secret is required');
  const logger = opts.logger ?? consoleLogger;
  const pollIntervalMs = opts.pollIntervalMs ?? 1000;
  const retryBaseMs = opts.retryBaseMs ?? 1000;
  const retryMaxMs = opts.retryMaxMs ?? 5 * 60 * 1000;
  const deliveryTimeoutMs = opts.deliveryTimeoutMs ?? 5000;
  const claimMs = opts.claimMs ?? 3 * deliveryTimeoutMs;
  const retentionMs = opts.deliveredRetentionMs ?? 7 * 24 * 60 * 60 * 1000;
  if (claimMs <= deliveryTimeoutMs) throw new Error('outbox: claimMs must be longer than deliveryTimeoutMs');
  await migrateOutbox(db, schema);
  const table = `${schema}.outbox`;
  if (targets.length === 0)
    logger.warn({ schema }, 'outbox: no webhook targets configured, events are not delivered anywhere');

  const stop = new AbortController();
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;

  const claim = async (): Promise<{ claimId: string; rows: ClaimedRow[] }> => {
    const claimId = randomUUID();
    const { rows } = await db.query<ClaimedRow>(
      `update ${table} set claimed_by = $1, claimed_until = now() + $2::double precision * interval '1 millisecond'
       where id in (
         select o.id from ${table} o
         where o.delivered_at is null and o.target = any($3::text[]) and o.next_attempt_at <= now()
           and (o.claimed_until is null or o.claimed_until <= now())
           and not exists (
             select 1 from ${table} p where p.target = o.target and p.delivered_at is null and p.id < o.id
           )
         order by o.id
         limit 50
         for update skip locked
       )
       returning id::text as id, event_id::text as event_id, target, body, attempts`,
      [claimId, claimMs, targets],
    );
    return { claimId, rows };
  };

  const deliver = async (claimId: string, row: ClaimedRow): Promise<void> => {
    const release = () =>
      db.query(
        `update ${table} set claimed_by = null, claimed_until = null where id = $1 and claimed_by = $2`,
        [row.id, claimId],
      );
    if (stop.signal.aborted) {
      await release();
      return;
    }
    let error: string;
    try {
      const res = await fetch(row.target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(row.body, opts.secret),
        },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(deliveryTimeoutMs)]),
      });
      await res.body?.cancel().catch(() => undefined);
      if (res.ok) {
        await db.query(
          `update ${table} set delivered_at = now(), attempts = attempts + 1, claimed_by = null,
             claimed_until = null, last_error = null
           where id = $1 and delivered_at is null`,
          [row.id],
        );
        return;
      }
      error = `HTTP ${res.status}`;
    } catch (err) {
      if (stop.signal.aborted) {
        await release();
        return;
      }
      error = describeError(err);
    }
    const retryInMs = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(row.attempts, 30));
    await db.query(
      `update ${table} set attempts = attempts + 1, last_error = $3, claimed_by = null, claimed_until = null,
         next_attempt_at = now() + $4::double precision * interval '1 millisecond'
       where id = $1 and claimed_by = $2`,
      [row.id, claimId, error, retryInMs],
    );
    logger.warn(
      { eventId: row.event_id, target: row.target, attempts: row.attempts + 1, error, retryInMs },
      'outbox: delivery failed, will retry',
    );
  };

  const pruneWhenDue = async () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db.query(
      `delete from ${table} where delivered_at < now() - $1::double precision * interval '1 millisecond'`,
      [retentionMs],
    );
  };

  const run = async (): Promise<void> => {
    try {
      while (!closed) {
        const { claimId, rows } = await claim();
        if (rows.length === 0) break;
        await Promise.all(rows.map((row) => deliver(claimId, row)));
      }
      if (!closed) await pruneWhenDue();
    } catch (err) {
      if (!closed) logger.warn({ err, schema }, 'outbox: dispatching failed, trying again at the next poll');
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(kick, pollIntervalMs);
    timer.unref();
  };

  function kick(): void {
    if (closed || targets.length === 0) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        kick();
      } else schedule();
    });
  }

  // What an earlier process left undelivered goes out at the first poll. Rows of a target that is no longer
  // configured stay in the table, undelivered, for an operator to see.
  if (targets.length > 0) schedule();

  return {
    async enqueue(tx, event) {
      if (targets.length === 0) return;
      await tx.query(
        `insert into ${table} (event_id, event_type, target, body)
         select $1, $2, target, $3 from unnest($4::text[]) as target`,
        [event.id, event.type, JSON.stringify(event), targets],
      );
    },
    kick,
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      stop.abort();
      await running;
    },
  };
}
