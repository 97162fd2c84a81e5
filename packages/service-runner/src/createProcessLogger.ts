import pino, { type Logger } from 'pino';

/**
 * The log of a server process: pino JSON lines on stdout, each with its `service`. Lines are written
 * asynchronously (a line waiting for the previous write is sent with it), so the event loop never waits for the
 * disk or the pipe that takes the log; pino writes what is left when the process exits.
 */
export function createProcessLogger(service: string, level: string): Logger {
  return pino({ level, base: { service } }, pino.destination({ dest: 1, sync: false }));
}
