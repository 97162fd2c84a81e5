import express from 'express';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { Writable } from 'node:stream';
import { requestLogSerializers } from './requestLogSerializers';

/** An app that logs its requests like the gateway, into `lines`. */
function loggedApp(lines: Record<string, unknown>[]) {
  const out = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(pinoHttp({ logger: pino(out), serializers: requestLogSerializers }));
  app.get('/page', (_req, res) => {
    res.setHeader('x-cache', 'MISS');
    res.send('ok');
  });
  return app;
}

describe('requestLogSerializers', () => {
  it('logs method, URL and status of a request and the page cache outcome, never its cookies or tokens', async () => {
    const lines: Record<string, unknown>[] = [];
    await request(loggedApp(lines))
      .get('/page?x=1')
      .set('cookie', 'session=secret-session-token')
      .set('authorization', 'Bearer secret-bearer-token');
    const line = lines.find((l) => l.msg === 'request completed');
    expect(line).toMatchObject({
      req: { method: 'GET', url: '/page?x=1' },
      res: { statusCode: 200, cache: 'MISS' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret-(session|bearer)-token/);
  });
});
