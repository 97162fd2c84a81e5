import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createScryptPool, ScryptPoolBusyError, type ScryptPool } from './createScryptPool';

/** OWASP (2025) scrypt parameters: N = 2^17, r = 8, p = 1. */
export const OWASP_SCRYPT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

let pool: ScryptPool | null = null;

/** Ends the hashing workers (graceful shutdown, tests); the next hash starts a new pool. */
export async function closePasswordHashing(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.close();
}

/**
 * Refuses at once (ScryptPoolBusyError) while every password check is taken, so a flood of logins is answered
 * before it costs a body parse, a rate-limit count or an account lookup.
 */
export function ensurePasswordCheckCapacity(): void {
  if (pool?.full()) throw new ScryptPoolBusyError('every password check is taken');
}

function scryptAsync(password: string, salt: Buffer, keylen: number, n: number, r: number, p: number) {
  pool ??= createScryptPool();
  return pool.scrypt({
    password: password.normalize('NFC'),
    salt,
    keylen,
    N: n,
    r,
    p,
    maxmem: maxmemFor(n, r),
  });
}

/** scrypt needs 128 · N · r bytes; Node's default maxmem (32 MiB) is too small for N = 2^17. */
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;

/**
 * Hashes a password with scrypt in the worker pool (createScryptPool: off the event loop, bounded; a full queue
 * throws ScryptPoolBusyError). The result carries its parameters and salt: `$scrypt$ln=17,r=8,p=1$<salt>$<hash>`.
 */
export async function hashPassword(password: string, logN: number = OWASP_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const n = 2 ** logN;
  const key = await scryptAsync(password, salt, KEY_LENGTH, n, R, P);
  return `$scrypt$ln=${logN},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const HASH_FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]{1,100})\$([A-Za-z0-9+/=]{1,200})$/;

type ParsedHash = { logN: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | undefined {
  const m = HASH_FORMAT.exec(stored);
  if (!m) return undefined;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (logN < 1 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  return { logN, r, p, salt: Buffer.from(m[4] ?? '', 'base64'), key: Buffer.from(m[5] ?? '', 'base64') };
}

/** Checks a password against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const n = 2 ** parsed.logN;
  const key = await scryptAsync(password, parsed.salt, parsed.key.length, n, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than the current ones (rehash after a good login). */
export function needsRehash(stored: string, logN: number = OWASP_SCRYPT_LOG_N): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.logN !== logN || parsed.r !== R || parsed.p !== P;
}
