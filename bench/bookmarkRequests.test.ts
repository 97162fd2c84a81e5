import request from 'supertest';
import { createTestUsersApp } from '@news/users-service/createTestUsersApp';
import { BOOKMARK_ARTICLE_IDS, bookmarkRequests } from './bookmarkRequests';

const SSO_ID = 'a1b2c3d4-0000-4000-8000-00000000b3c4';

describe('bookmarkRequests (S6 load)', () => {
  it('adds, lists and removes real bookmarks of the user API, every answer a success', async () => {
    const t = await createTestUsersApp();
    try {
      const headers = { authorization: `Bearer ${await t.tokenFor(SSO_ID, { roles: ['PLUS_USER'] })}` };
      const rotation = bookmarkRequests('rb', SSO_ID, headers);
      expect(rotation).toHaveLength(3 * BOOKMARK_ARTICLE_IDS.length);
      const answers: { method: string; status: number; listed?: number[] }[] = [];
      for (const r of rotation) {
        const agent = request(t.app);
        const call =
          r.method === 'POST'
            ? agent.post(r.path)
            : r.method === 'DELETE'
              ? agent.delete(r.path)
              : agent.get(r.path);
        const res = await call.set(r.headers ?? {});
        answers.push({
          method: r.method ?? 'GET',
          status: res.status,
          ...(r.method === 'GET'
            ? { listed: (res.body as { articleId: number }[]).map((b) => b.articleId) }
            : {}),
        });
      }
      expect(answers).toEqual(
        BOOKMARK_ARTICLE_IDS.flatMap((id) => [
          { method: 'POST', status: 201 },
          { method: 'GET', status: 200, listed: [id] },
          { method: 'DELETE', status: 204 },
        ]),
      );
    } finally {
      await t.close();
    }
  });
});
