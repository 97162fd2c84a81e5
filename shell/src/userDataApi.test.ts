/** @jest-environment jsdom */
import { addBookmark, fetchBookmarks, removeBookmark } from './userDataApi';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });

describe('userDataApi', () => {
  it('reads the bookmarks of the reader under the brand', async () => {
    global.fetch = answer(200, [{ articleId: 5, ts: '2026-03-01T10:00:00.000Z' }]);
    expect(await fetchBookmarks('rb', 'sso 1')).toEqual([{ articleId: 5, ts: '2026-03-01T10:00:00.000Z' }]);
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/user-api/mandators/rb/users/sso%201/bookmarks',
      expect.anything(),
    );
  });

  it('fails with the message of spec §8 on an error or a broken answer', async () => {
    global.fetch = answer(503, {});
    await expect(fetchBookmarks('rb', 's')).rejects.toThrow('Error while fetch user bookmarks');
    global.fetch = answer(200, [{ articleId: 'x' }]);
    await expect(fetchBookmarks('rb', 's')).rejects.toThrow('Error while fetch user bookmarks');
  });

  it('adds a bookmark, or tells why it was refused', async () => {
    global.fetch = answer(201, { articleId: 5, ts: '2026-03-01T10:00:00.000Z' });
    expect(await addBookmark('rb', 's', 5)).toEqual({
      kind: 'added',
      bookmark: { articleId: 5, ts: '2026-03-01T10:00:00.000Z' },
    });
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/user-api/mandators/rb/users/s/bookmarks/5',
      expect.objectContaining({ method: 'POST' }),
    );
    global.fetch = answer(409, {
      status: 409,
      code: 'bookmark_limit_reached',
      message: 'Sie können höchstens 5 Artikel merken.',
    });
    expect(await addBookmark('rb', 's', 5)).toEqual({
      kind: 'refused',
      message: 'Sie können höchstens 5 Artikel merken.',
    });
    global.fetch = answer(502, {});
    await expect(addBookmark('rb', 's', 5)).rejects.toThrow('Error while adding user article bookmark');
  });

  it('treats a success without a bookmark in the answer as a failure', async () => {
    global.fetch = answer(201, { ok: true });
    await expect(addBookmark('rb', 's', 5)).rejects.toThrow('Error while adding user article bookmark');
  });

  it('removes a bookmark, and fails with a message when the API refuses', async () => {
    global.fetch = answer(204, null);
    await expect(removeBookmark('rb', 's', 7)).resolves.toBeUndefined();
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/user-api/mandators/rb/users/s/bookmarks/7',
      expect.objectContaining({ method: 'DELETE' }),
    );
    global.fetch = answer(403, { status: 403, code: 'csrf_check_failed', message: 'Nein.' });
    await expect(removeBookmark('rb', 's', 7)).rejects.toThrow('Error while removing user article bookmark');
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    await expect(removeBookmark('rb', 's', 7)).rejects.toThrow('Error while removing user article bookmark');
  });
});
