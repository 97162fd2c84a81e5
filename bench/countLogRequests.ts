import { readFileSync, statSync } from 'node:fs';

/** Current size of a log file: where the next lines will start. */
export function logOffset(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Counts the requests the gateway logged (pino-http, one JSON line per finished request) after `offset` whose URL
 * starts with `urlPrefix`: how the bench counts upstream fetches of the content API.
 */
export function countLoggedRequests(logText: string, urlPrefix: string): number {
  let count = 0;
  for (const line of logText.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { req?: { url?: string }; msg?: string };
      if (entry.req?.url?.startsWith(urlPrefix) && entry.msg !== undefined) count++;
    } catch {
      // not a log line
    }
  }
  return count;
}

export function readLogSince(file: string, offset: number): string {
  return readFileSync(file).subarray(offset).toString('utf8');
}
