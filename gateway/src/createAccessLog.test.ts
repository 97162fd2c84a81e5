import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { Writable } from 'node:stream';
import { createAccessLog } from './createAccessLog';

type Line = Record<string, unknown>;

/** An app that logs its requests like the gateway, at `level`, into `lines`. */
function loggedApp(lines: Line[], level = 'info') {
  const out = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Line);
      done();
    },
  });
  const app = express();
  app.use(createAccessLog(pino({ level }, out), { ignore: (url) => url.startsWith('/remotes/') }));
  app.get('/page', (_req, res) => {
    res.setHeader('x-cache', 'MISS');
    res.send('ok');
  });
  app.get('/cached', (_req, res) => {
    res.setHeader('x-cache', 'HIT');
    res.send('ok');
  });
  app.get('/busy', (_req, res) => {
    res.setHeader('retry-after', '2');
    res.status(503).json({ busy: true });
  });
  app.get('/broken', (_req, res) => {
    res.status(500).json({ status: 500 });
  });
  app.get('/remotes/shell/main.js', (_req, res) => {
    res.send('//');
  });
  return app;
}

describe('createAccessLog', () => {
  it('logs method, URL, id, status, cache outcome and time, never cookies or tokens', async () => {
    const lines: Line[] = [];
    const app = loggedApp(lines);
    await request(app)
      .get('/page?x=1')
      .set('cookie', 'session=secret-session-token')
      .set('authorization', 'Bearer secret-bearer-token');
    await request(app).get('/page');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 1, method: 'GET', url: '/page?x=1' },
      res: { statusCode: 200, cache: 'MISS' },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect((lines[1]?.req as { id: number }).id).toBe(2);
    expect(JSON.stringify(lines)).not.toMatch(/secret-(session|bearer)-token/);
  });

  it('logs by outcome: a cached page at debug, a busy refusal as a warning, a failure as an error', async () => {
    const lines: Line[] = [];
    const app = loggedApp(lines, 'debug');
    await request(app).get('/cached');
    await request(app).get('/busy');
    await request(app).get('/broken');
    expect(lines.map((l) => [l.level, (l.res as { statusCode: number }).statusCode])).toEqual([
      [20, 200],
      [40, 503],
      [50, 500],
    ]);
  });

  it('writes nothing for a level below the logger’s, nor for remote bundles', async () => {
    const lines: Line[] = [];
    const app = loggedApp(lines, 'info');
    await request(app).get('/cached');
    await request(app).get('/remotes/shell/main.js');
    expect(lines).toEqual([]);
  });
});
