/** @jest-environment node */
import { scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { createScryptPool, HASHING_NICENESS, ScryptPoolBusyError, type ScryptJob } from './createScryptPool';

/** The nice value of every thread of this process (Linux keeps one per thread: /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // the fields after "(comm)" start with the 3rd (state); the nice value is the 19th
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

const job = (password: string, logN = 10): ScryptJob => ({
  password,
  salt: Buffer.from('0123456789abcdef'),
  keylen: 32,
  N: 2 ** logN,
  r: 8,
  p: 1,
  maxmem: 64 * 1024 * 1024,
});

describe('createScryptPool', () => {
  it('computes the same key as scrypt on the calling thread', async () => {
    const pool = createScryptPool({ size: 2 });
    try {
      const keys = await Promise.all(['eins', 'zwei', 'drei'].map((p) => pool.scrypt(job(p))));
      keys.forEach((key, i) => {
        const { password, salt, keylen, N, r, p } = job(['eins', 'zwei', 'drei'][i] ?? '');
        expect(key.equals(scryptSync(password, salt, keylen, { N, r, p }))).toBe(true);
      });
    } finally {
      await pool.close();
    }
  });

  it('hashes on a thread of the lowest CPU priority and leaves the event loop thread as it was', async () => {
    const before = getPriority();
    const pool = createScryptPool({ size: 1 });
    try {
      await pool.scrypt(job('warm'));
      expect(threadNiceValues()).toContain(HASHING_NICENESS);
      expect(getPriority()).toBe(before);
    } finally {
      await pool.close();
    }
  });

  it('refuses at once beyond its queue instead of piling up work, and takes new work afterwards', async () => {
    const pool = createScryptPool({ size: 1, maxQueue: 1 });
    try {
      const running = pool.scrypt(job('a', 14));
      const waiting = pool.scrypt(job('b', 14));
      await expect(pool.scrypt(job('c', 14))).rejects.toBeInstanceOf(ScryptPoolBusyError);
      await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
      await expect(pool.scrypt(job('d'))).resolves.toHaveLength(32);
    } finally {
      await pool.close();
    }
  });

  it('says it is full exactly while a new job would be refused', async () => {
    const pool = createScryptPool({ size: 1, maxQueue: 1 });
    try {
      expect(pool.full()).toBe(false);
      const running = pool.scrypt(job('a', 14));
      expect(pool.full()).toBe(false);
      const waiting = pool.scrypt(job('b', 14));
      expect(pool.full()).toBe(true);
      await Promise.all([running, waiting]);
      expect(pool.full()).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it('reports a failing hash as an error and keeps working', async () => {
    const pool = createScryptPool({ size: 1 });
    try {
      await expect(pool.scrypt({ ...job('x', 14), maxmem: 1024 })).rejects.toThrow(/memory/i);
      await expect(pool.scrypt(job('y'))).resolves.toHaveLength(32);
    } finally {
      await pool.close();
    }
  });

  it('rejects what still waits when it is closed, and every later call', async () => {
    const pool = createScryptPool({ size: 1, maxQueue: 2 });
    const running = pool.scrypt(job('a', 14)).catch((err: unknown) => err);
    const waiting = pool.scrypt(job('b', 14)).catch((err: unknown) => err);
    await pool.close();
    expect(await waiting).toBeInstanceOf(Error);
    expect(await running).toBeInstanceOf(Error);
    await expect(pool.scrypt(job('c'))).rejects.toThrow('closed');
  });
});
