import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { requestLogLevel } from './requestLogLevel';

function answered(status: number, cache?: string, retryAfter?: string): [IncomingMessage, ServerResponse] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.statusCode = status;
  if (cache) res.setHeader('x-cache', cache);
  if (retryAfter) res.setHeader('retry-after', retryAfter);
  return [req, res];
}

describe('requestLogLevel', () => {
  it('logs a page served from the cache below info, a rendered one at info', () => {
    expect(requestLogLevel(...answered(200, 'HIT'))).toBe('debug');
    expect(requestLogLevel(...answered(200, 'MISS'))).toBe('info');
    expect(requestLogLevel(...answered(200, 'STALE'))).toBe('info');
    expect(requestLogLevel(...answered(404))).toBe('info');
  });

  it('logs failures as errors, even for a cached page', () => {
    expect(requestLogLevel(...answered(503))).toBe('error');
    expect(requestLogLevel(...answered(200, 'HIT'), new Error('aborted'))).toBe('error');
  });

  it('logs a deliberate busy refusal (503 with Retry-After, no error) as a warning', () => {
    expect(requestLogLevel(...answered(503, undefined, '2'))).toBe('warn');
    expect(requestLogLevel(...answered(503, undefined, '2'), new Error('upstream failed'))).toBe('error');
    expect(requestLogLevel(...answered(500, undefined, '2'))).toBe('error');
  });
});
