/** @jest-environment node */
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import { createRevokedTokens, type RevokedTokens } from './createRevokedTokens';

const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

// The same contract for both: the database everywhere, Redis only where REDIS_URL names one (CI).
const redisUrl = process.env.REDIS_URL?.trim();
const backends: [string, string | undefined][] = [
  ['database', undefined],
  ...(redisUrl ? [['redis', redisUrl] as [string, string]] : []),
];

describe.each(backends)('the logout deny-list (%s)', (_name, url) => {
  let db: Db;
  let list: RevokedTokens;
  let otherReplica: RevokedTokens;
  const run = `${Date.now()}-${Math.random()}`;
  beforeAll(async () => {
    db = await createTestDb();
    list = await createRevokedTokens({ db, redisUrl: url });
    otherReplica = await createRevokedTokens({ db, redisUrl: url });
  });
  afterAll(async () => {
    await Promise.all([list.close(), otherReplica.close()]);
    await db.close();
  });

  it('lists a revoked jti for every instance on the same store, and no other jti', async () => {
    await list.revoke(`${run}-1`, inSeconds(900));
    expect(await otherReplica.isRevoked(`${run}-1`)).toBe(true);
    expect(await list.isRevoked(`${run}-2`)).toBe(false);
    await list.revoke(`${run}-1`, inSeconds(900)); // twice is harmless
    expect(await list.isRevoked(`${run}-1`)).toBe(true);
  });

  it('forgets an entry whose token has expired anyway', async () => {
    await list.revoke(`${run}-old`, inSeconds(-10));
    await list.revoke(`${run}-new`, inSeconds(900));
    if (url) await new Promise((resolve) => setTimeout(resolve, 1100)); // Redis keeps it for at least 1 s
    expect(await list.isRevoked(`${run}-old`)).toBe(false);
    expect(await list.isRevoked(`${run}-new`)).toBe(true);
  });
});
