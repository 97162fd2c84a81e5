/** @jest-environment node */
import { feedBookmarksSchema } from '@news/contracts/userApi';
import request from 'supertest';
import { createTestUsersApp } from './createTestUsersApp';

const READER = '21f0c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const base = `/user-api/mandators/rb/users/${READER}`;

describe.each(['region', 'tag'] as const)('%s bookmarks', (kind) => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestUsersApp();
    token = await t.tokenFor(READER);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'get' | 'post' | 'delete', path: string, body?: object) => {
    const req = request(t.app)[method](`${base}${path}`).auth(token, { type: 'bearer' });
    return body ? req.send(body) : req;
  };
  const list = `/${kind}-bookmarks`;

  it('adds with label and target, lists newest first, checks and removes', async () => {
    expect((await call('get', list).expect(200)).body).toEqual([]);
    expect((await call('get', `/has-${kind}-bookmarks`)).body).toEqual({ hasBookmarks: false });

    const added = await call('post', `${list}/12`, { label: 'Rheinau', target: '/lokales/rheinau' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: 12, label: 'Rheinau', target: '/lokales/rheinau' });
    await call('post', `${list}/3`, { label: 'Sport', target: '/thema/3' }).expect(201);

    expect(feedBookmarksSchema.parse((await call('get', list)).body)).toEqual([
      { id: 3, label: 'Sport', target: '/thema/3' },
      { id: 12, label: 'Rheinau', target: '/lokales/rheinau' },
    ]);
    expect((await call('get', `/has-${kind}-bookmarks`)).body).toEqual({ hasBookmarks: true });
    expect((await call('get', `${list}/is-bookmarked/12`)).body).toEqual({ isBookmarked: true });
    expect((await call('get', `${list}/is-bookmarked/13`)).body).toEqual({ isBookmarked: false });

    await call('delete', `${list}/12`).expect(204);
    await call('delete', `${list}/12`).expect(204);
    expect((await call('get', `${list}/is-bookmarked/12`)).body).toEqual({ isBookmarked: false });
  });

  it('adds twice as an update of label and target', async () => {
    await call('post', `${list}/40`, { label: 'Alt', target: '/alt' }).expect(201);
    const again = await call('post', `${list}/40`, { label: 'Neu', target: '/neu' });
    expect(again.status).toBe(200);
    const stored = (await call('get', list)).body as { id: number; label: string }[];
    expect(stored.filter((b) => b.id === 40)).toEqual([{ id: 40, label: 'Neu', target: '/neu' }]);
  });

  it('keeps region and tag bookmarks apart', async () => {
    await call('post', `${list}/77`, { label: 'Nur hier', target: '/hier' }).expect(201);
    const other = kind === 'region' ? 'tag' : 'region';
    expect((await call('get', `/${other}-bookmarks/is-bookmarked/77`)).body).toEqual({ isBookmarked: false });
  });

  it('refuses bad ids and bodies with 400 and a code', async () => {
    const bad = await call('post', `${list}/x1`, { label: 'A', target: '/a' });
    expect(bad.body).toMatchObject({ status: 400, code: `invalid_${kind}_id` });
    for (const body of [
      {},
      { label: '', target: '/a' },
      { label: 'A', target: 'https://evil.example/' },
      { label: 'A', target: '//evil.example/' },
      { label: 'A', target: 'javascript:alert(1)' },
      { label: 'A'.repeat(201), target: '/a' },
    ]) {
      const res = await call('post', `${list}/5`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: `invalid_${kind}_bookmark` });
    }
    expect((await call('get', `${list}/is-bookmarked/5`)).body).toEqual({ isBookmarked: false });
  });
});
