import express from 'express';
import request from 'supertest';
import type { IdentityAnswer } from './createIdentityClient';
import { createBusyWindow } from './createBusyWindow';

const busyBody = {
  data: null,
  error: { status: 503, name: 'ServiceUnavailableError', message: 'ausgelastet' },
};
const refused = (status: number, headers: Record<string, string> = {}): IdentityAnswer<unknown> => ({
  ok: false,
  status,
  body: status === 503 ? busyBody : { error: { status } },
  headers: new Headers(headers),
});

function appWith(windowMs: number) {
  let clock = 1_000;
  const window = createBusyWindow(windowMs, () => clock);
  const app = express();
  app.post('/login', window.refuseWhileBusy, (_req, res) => {
    res.status(400).json({ passedOn: true });
  });
  return { app, window, advance: (ms: number) => (clock += ms) };
}

describe('createBusyWindow', () => {
  it('passes requests on until the identity service answered busy', async () => {
    const { app } = appWith(250);
    const res = await request(app).post('/login');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ passedOn: true });
  });

  it('answers the busy answer itself, with Retry-After, for the length of the window', async () => {
    const { app, window, advance } = appWith(250);
    window.note(refused(503, { 'retry-after': '2' }));
    const during = await request(app).post('/login');
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBe('2');
    expect(during.body).toEqual(busyBody);
    advance(249);
    expect((await request(app).post('/login')).status).toBe(503);
    advance(1);
    expect((await request(app).post('/login')).body).toEqual({ passedOn: true });
  });

  it('opens only on a deliberate busy answer: not on a 503 without Retry-After, a 400 or a success', async () => {
    const { app, window } = appWith(250);
    window.note(refused(503));
    window.note(refused(400, { 'retry-after': '2' }));
    window.note({ ok: true, value: {} });
    expect((await request(app).post('/login')).body).toEqual({ passedOn: true });
  });
});
