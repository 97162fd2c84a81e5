import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REDIS_CLI = '/usr/bin/redis-cli';
export const hasRedisCli = () => existsSync(REDIS_CLI);

/** One redis-cli command against database `db` of the local Redis; its output without the trailing newline. */
export function redisCli(db: number, args: string[]): string {
  return execFileSync(REDIS_CLI, ['-h', '127.0.0.1', '-p', '6379', '-n', String(db), '--no-raw', ...args], {
    encoding: 'utf8',
  }).replace(/\n$/, '');
}

/** The same in raw mode (values printed as stored). */
export function redisCliRaw(db: number, args: string[]): string {
  return execFileSync(REDIS_CLI, ['-h', '127.0.0.1', '-p', '6379', '-n', String(db), '--raw', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).replace(/\n$/, '');
}
