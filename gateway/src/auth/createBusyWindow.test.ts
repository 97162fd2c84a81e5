import express from 'express';
import request from 'supertest';
import type { IdentityAnswer } from './createIdentityClient';
import { createBusyWindow, type Schedule } from './createBusyWindow';

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

/** A schedule the test runs by hand: what was held, for how long, and whether it was cancelled. */
function manualSchedule() {
  const jobs: Job[] = [];
  const schedule: Schedule = (fn, ms) => {
    const job = { ms, run: fn, cancelled: false };
    jobs.push(job);
    return () => {
      job.cancelled = true;
    };
  };
  return { jobs, schedule };
}

function appWith(opts: { windowMs: number; maxHeld?: number; schedule?: Schedule }) {
  let clock = 1_000;
  const window = createBusyWindow({ ...opts, now: () => clock, random: () => 0 });
  const app = express();
  app.post('/login', window.refuseWhileBusy, (_req, res) => {
    res.status(400).json({ passedOn: true });
  });
  return { app, window, advance: (ms: number) => (clock += ms) };
}

type Job = { ms: number; run: () => void; cancelled: boolean };

function job(jobs: Job[], index: number): Job {
  const found = jobs[index];
  if (!found) throw new Error(`nothing was held as number ${index + 1}`);
  return found;
}

/** Resolves once `jobs` holds `count` entries (the request has reached the handler). */
async function heldCount(jobs: unknown[], count: number) {
  while (jobs.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('createBusyWindow', () => {
  it('passes requests on until the identity service answered busy', async () => {
    const { app } = appWith({ windowMs: 250 });
    const res = await request(app).post('/login');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ passedOn: true });
  });

  it('answers the busy answer itself, with Retry-After, when the window closes', async () => {
    const { jobs, schedule } = manualSchedule();
    const { app, window, advance } = appWith({ windowMs: 250, schedule });
    window.note(refused(503, { 'retry-after': '2' }));
    advance(100);
    const during = request(app)
      .post('/login')
      .then((res) => res);
    await heldCount(jobs, 1);
    // held for the rest of the window, not answered before
    expect(job(jobs, 0).ms).toBe(150);
    job(jobs, 0).run();
    const res = await during;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body).toEqual(busyBody);
  });

  it('passes on again once the window has passed', async () => {
    const { jobs, schedule } = manualSchedule();
    const { app, window, advance } = appWith({ windowMs: 250, schedule });
    window.note(refused(503, { 'retry-after': '2' }));
    advance(249);
    const last = request(app)
      .post('/login')
      .then((res) => res);
    await heldCount(jobs, 1);
    expect(job(jobs, 0).ms).toBe(1);
    job(jobs, 0).run();
    expect((await last).status).toBe(503);
    advance(1);
    expect((await request(app).post('/login')).body).toEqual({ passedOn: true });
    expect(jobs).toHaveLength(1);
  });

  it('answers at once beyond the number it may hold, and holds again once one was answered', async () => {
    const { jobs, schedule } = manualSchedule();
    const { app, window } = appWith({ windowMs: 250, maxHeld: 1, schedule });
    window.note(refused(503, { 'retry-after': '2' }));
    const first = request(app)
      .post('/login')
      .then((res) => res);
    await heldCount(jobs, 1);
    const second = await request(app).post('/login');
    expect(second.status).toBe(503);
    expect(second.body).toEqual(busyBody);
    expect(jobs).toHaveLength(1);
    job(jobs, 0).run();
    expect((await first).status).toBe(503);
    const third = request(app)
      .post('/login')
      .then((res) => res);
    await heldCount(jobs, 2);
    job(jobs, 1).run();
    expect((await third).status).toBe(503);
  });

  it('forgets a held answer whose client went away: its timer is cancelled and its place free', async () => {
    const { jobs, schedule } = manualSchedule();
    const { app, window } = appWith({ windowMs: 250, maxHeld: 1, schedule });
    window.note(refused(503, { 'retry-after': '2' }));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const gone = new AbortController();
      const abandoned = fetch(`http://127.0.0.1:${port}/login`, { method: 'POST', signal: gone.signal });
      await heldCount(jobs, 1);
      gone.abort();
      await expect(abandoned).rejects.toThrow();
      while (!job(jobs, 0).cancelled) await new Promise((resolve) => setTimeout(resolve, 5));
      // the place is free again: the next attempt is held, not answered at once
      const next = fetch(`http://127.0.0.1:${port}/login`, { method: 'POST' });
      await heldCount(jobs, 2);
      job(jobs, 1).run();
      expect((await next).status).toBe(503);
    } finally {
      server.close();
    }
  });

  it('opens only on a deliberate busy answer: not on a 503 without Retry-After, a 400 or a success', async () => {
    const { app, window } = appWith({ windowMs: 250 });
    window.note(refused(503));
    window.note(refused(400, { 'retry-after': '2' }));
    window.note({ ok: true, value: {} });
    expect((await request(app).post('/login')).body).toEqual({ passedOn: true });
  });
});
