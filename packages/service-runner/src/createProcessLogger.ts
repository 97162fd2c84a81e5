import pino, { type Logger } from 'pino';

/** Lines wait until this many bytes are gathered, so a busy process writes its log in few large writes. */
export const LOG_BATCH_BYTES = 4096;
/** Gathered lines are written at least this often, however few they are. */
export const LOG_FLUSH_INTERVAL_MS = 500;

/**
 * The log of a server process: pino JSON lines on stdout, each with its `service`. Lines are written
 * asynchronously and in batches (at least LOG_BATCH_BYTES, or whatever has gathered every LOG_FLUSH_INTERVAL_MS),
 * so the event loop never waits for the disk or the pipe that takes the log, and a busy process does not pay a
 * write (and a switch to the thread that does it) per request: profiled on the user API under load, one write per
 * access log line took about a tenth of the gateway's busy time. pino writes what is left when the process exits;
 * a process killed outright loses at most the last interval's lines.
 */
export function createProcessLogger(service: string, level: string): Logger {
  return pino(
    { level, base: { service } },
    pino.destination({
      dest: 1,
      sync: false,
      minLength: LOG_BATCH_BYTES,
      periodicFlush: LOG_FLUSH_INTERVAL_MS,
    }),
  );
}
