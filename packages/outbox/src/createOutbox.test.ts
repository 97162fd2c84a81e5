import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@news/contracts/webhooks';
import { createDb, type Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import pg from 'pg';
import { createOutbox, type Outbox, type OutboxOptions, type WebhookEvent } from './createOutbox';
import { verifyWebhookSignature } from './verifyWebhookSignature';

/** Integration: the outbox on a real database (PGlite, or PostgreSQL with DATABASE_URL) and real HTTP receivers. */

const SECRET = 'outbox-test-secret-of-at-least-32-characters';
const SCHEMA = 'outbox_test';

type Delivery = { id: string; seq: number; signed: boolean };
type Receiver = {
  url: string;
  deliveries: Delivery[];
  /** Answers a delivery; the default accepts it with 204. */
  answer: (delivery: Delivery, res: ServerResponse) => void | Promise<void>;
  close(): Promise<void>;
};

async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    deliveries: [],
    answer: (_delivery, res) => {
      res.statusCode = 204;
      res.end();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const event = JSON.parse(raw.toString('utf8')) as WebhookEvent & { data: { seq: number } };
    const delivery = {
      id: event.id,
      seq: event.data.seq,
      signed: verifyWebhookSignature(raw, req.headers[WEBHOOK_SIGNATURE_HEADER] as string, SECRET),
    };
    receiver.deliveries.push(delivery);
    await receiver.answer(delivery, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  server.closeIdleConnections();
  return receiver;
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const event = (seq: number): WebhookEvent => ({
  id: randomUUID(),
  type: 'test.happened',
  occurredAt: new Date().toISOString(),
  data: { seq },
});

const pendingCount = async (db: Db) =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from ${SCHEMA}.outbox where delivered_at is null`,
    )
  ).rows[0]?.n;

describe('createOutbox', () => {
  let db: Db;
  const receivers: Receiver[] = [];
  const outboxes: Outbox[] = [];
  const receiver = async () => {
    const r = await startReceiver();
    receivers.push(r);
    return r;
  };
  const outbox = async (options: Partial<OutboxOptions> & Pick<OutboxOptions, 'targets'>, on: Db = db) => {
    const o = await createOutbox({
      db: on,
      schema: SCHEMA,
      secret: SECRET,
      logger: { info: () => undefined, warn: () => undefined },
      pollIntervalMs: 20,
      retryBaseMs: 20,
      retryMaxMs: 200,
      ...options,
    });
    outboxes.push(o);
    return o;
  };
  const commit = async (o: Outbox, ...events: WebhookEvent[]) => {
    await db.transaction(async (tx) => {
      for (const e of events) await o.enqueue(tx, e);
    });
    o.kick();
  };

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });
  afterEach(async () => {
    for (const o of outboxes.splice(0)) await o.close();
    for (const r of receivers.splice(0)) await r.close();
    await db.query(`delete from ${SCHEMA}.outbox`).catch(() => undefined);
  });

  it('delivers an event committed in the caller transaction, signed, to every target; a rolled-back one never', async () => {
    const a = await receiver();
    const b = await receiver();
    // polls only once a minute: the kick after the commit delivers
    const o = await outbox({ targets: [a.url, b.url], pollIntervalMs: 60_000 });
    const kept = event(1);
    await commit(o, kept);
    await expect(
      db.transaction(async (tx) => {
        await o.enqueue(tx, event(2));
        throw new Error('the purchase failed');
      }),
    ).rejects.toThrow('the purchase failed');
    o.kick();
    await waitFor(() => a.deliveries.length > 0 && b.deliveries.length > 0, 'both deliveries');
    await waitFor(async () => (await pendingCount(db)) === 0, 'nothing pending');
    expect(a.deliveries).toEqual([{ id: kept.id, seq: 1, signed: true }]);
    expect(b.deliveries).toEqual([{ id: kept.id, seq: 1, signed: true }]);
  });

  it('retries a failing receiver with backoff, in order, holding back only that receiver', async () => {
    const failing = await receiver();
    const healthy = await receiver();
    let refusals = 2;
    failing.answer = (_delivery, res) => {
      res.statusCode = refusals-- > 0 ? 503 : 204;
      res.end();
    };
    const o = await outbox({ targets: [failing.url, healthy.url] });
    const events = [event(1), event(2), event(3)];
    await commit(o, ...events);
    await waitFor(async () => (await pendingCount(db)) === 0, 'every delivery');

    expect(failing.deliveries.map((d) => d.seq)).toEqual([1, 1, 1, 2, 3]);
    expect(healthy.deliveries.map((d) => d.seq)).toEqual([1, 2, 3]);
    expect([...failing.deliveries, ...healthy.deliveries].every((d) => d.signed)).toBe(true);
    const { rows } = await db.query<{ attempts: number; last_error: string | null }>(
      `select attempts, last_error from ${SCHEMA}.outbox where event_id = $1 and target = $2`,
      [events[0]?.id, failing.url],
    );
    expect(rows).toEqual([{ attempts: 3, last_error: null }]);
  });

  it('survives a restart: what a stopped dispatcher could not deliver, the next one delivers', async () => {
    const down = await receiver();
    down.answer = (_delivery, res) => {
      res.statusCode = 500;
      res.end();
    };
    const first = await outbox({ targets: [down.url] });
    const events = [event(1), event(2)];
    await commit(first, ...events);
    await waitFor(() => down.deliveries.length >= 2, 'two failed attempts');
    await first.close();
    const attempts = down.deliveries.length;

    down.answer = (_delivery, res) => {
      res.statusCode = 204;
      res.end();
    };
    await outbox({ targets: [down.url] });
    await waitFor(async () => (await pendingCount(db)) === 0, 'delivery after the restart');
    expect(down.deliveries.slice(attempts).map((d) => d.seq)).toEqual([1, 2]);
    expect(down.deliveries.every((d) => d.seq === 1 || d.seq === 2)).toBe(true);
  });

  it('takes over a delivery that a dead dispatcher claimed once its claim has run out', async () => {
    const r = await receiver();
    const o = await outbox({ targets: [r.url], pollIntervalMs: 60_000 });
    const e = event(1);
    await db.transaction((tx) => o.enqueue(tx, e));
    // a dispatcher claimed the row and was killed before it could deliver
    await db.query(
      `update ${SCHEMA}.outbox set claimed_by = $1, claimed_until = now() + interval '400 milliseconds'`,
      [randomUUID()],
    );
    o.kick();
    await waitFor(async () => {
      o.kick();
      return (await pendingCount(db)) === 0;
    }, 'the delivery after the claim ran out');
    expect(r.deliveries).toEqual([{ id: e.id, seq: 1, signed: true }]);
  });

  it('stops cleanly: a delivery under way is aborted and left for the next start', async () => {
    const r = await receiver();
    let hold = true;
    const held: ServerResponse[] = [];
    r.answer = (_delivery, res) => {
      if (!hold) {
        res.statusCode = 204;
        res.end();
      } else held.push(res);
    };
    const first = await outbox({ targets: [r.url], deliveryTimeoutMs: 20_000 });
    await commit(first, event(1));
    await waitFor(() => r.deliveries.length === 1, 'the delivery under way');
    await first.close();
    const { rows } = await db.query<{ attempts: number; claimed_by: string | null; delivered: boolean }>(
      `select attempts, claimed_by, delivered_at is not null as delivered from ${SCHEMA}.outbox`,
    );
    expect(rows).toEqual([{ attempts: 0, claimed_by: null, delivered: false }]);

    hold = false;
    for (const res of held) res.destroy();
    await outbox({ targets: [r.url] });
    await waitFor(async () => (await pendingCount(db)) === 0, 'delivery after the restart');
    expect(r.deliveries.map((d) => d.seq)).toEqual([1, 1]);
  });

  it('deletes delivered rows after the retention time, never pending ones', async () => {
    const r = await receiver();
    const down = await receiver();
    down.answer = (_delivery, res) => {
      res.statusCode = 500;
      res.end();
    };
    const o = await outbox({ targets: [r.url, down.url], deliveredRetentionMs: 0 });
    await commit(o, event(1));
    await waitFor(async () => {
      const { rows } = await db.query<{ target: string }>(`select target from ${SCHEMA}.outbox`);
      return rows.length === 1 && rows[0]?.target === down.url;
    }, 'the delivered row to be deleted');
    expect(r.deliveries).toHaveLength(1);
  });

  it('leaves the rows of a target that is no longer configured undelivered', async () => {
    const old = await receiver();
    const current = await receiver();
    const first = await outbox({ targets: [old.url], pollIntervalMs: 60_000 });
    await db.transaction((tx) => first.enqueue(tx, event(1)));
    await first.close();
    const second = await outbox({ targets: [current.url] });
    await commit(second, event(2));
    await waitFor(() => current.deliveries.length === 1, 'the delivery to the current target');
    // this test's rows only: a row an earlier test's outbox left behind on a busy machine is not its concern
    const { rows } = await db.query<{ target: string }>(
      `select target from ${SCHEMA}.outbox where delivered_at is null and target = any($1::text[])`,
      [[old.url, current.url]],
    );
    expect(rows).toEqual([{ target: old.url }]);
    expect(old.deliveries).toEqual([]);
    expect(current.deliveries.map((d) => d.seq)).toEqual([2]);
  });

  it('refuses targets that are not http(s) URLs', async () => {
    await expect(outbox({ targets: ['ftp://example.com/hook'] })).rejects.toThrow('http or https');
    await expect(outbox({ targets: ['nicht eine url'] })).rejects.toThrow('is not a URL');
  });
});

/** Two replicas on one database: on PostgreSQL two connection pools, on PGlite one shared handle. */
describe('createOutbox with two dispatchers', () => {
  const serverUrl = process.env.DATABASE_URL?.trim();
  const name = `outbox_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  let first: Db;
  let second: Db;
  beforeAll(async () => {
    if (serverUrl) {
      await admin(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      first = await createDb({ databaseUrl: url.toString() });
      second = await createDb({ databaseUrl: url.toString() });
    } else {
      first = await createDb({});
      second = first;
    }
  });
  afterAll(async () => {
    await first.close();
    if (second !== first) await second.close();
    if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
  });

  it('never delivers one event twice or at the same time, and keeps the order', async () => {
    const inFlight = new Map<string, number>();
    let overlaps = 0;
    const r = await startReceiver();
    r.answer = async (delivery, res) => {
      const now = (inFlight.get(delivery.id) ?? 0) + 1;
      inFlight.set(delivery.id, now);
      if (now > 1) overlaps += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight.set(delivery.id, now - 1);
      res.statusCode = 204;
      res.end();
    };
    const options = { schema: SCHEMA, secret: SECRET, targets: [r.url], pollIntervalMs: 5 };
    const quiet = { info: () => undefined, warn: () => undefined };
    const a = await createOutbox({ ...options, db: first, logger: quiet });
    const b = await createOutbox({ ...options, db: second, logger: quiet });
    try {
      const events = Array.from({ length: 40 }, (_, i) => event(i + 1));
      for (const [i, e] of events.entries()) {
        await (i % 2 ? first : second).transaction((tx) => (i % 2 ? a : b).enqueue(tx, e));
        a.kick();
        b.kick();
      }
      await waitFor(async () => (await pendingCount(first)) === 0, 'every delivery');
      expect(overlaps).toBe(0);
      expect(r.deliveries.map((d) => d.seq)).toEqual(events.map((_, i) => i + 1));
    } finally {
      await a.close();
      await b.close();
      await r.close();
    }
  });
});
