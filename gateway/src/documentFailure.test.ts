import request from 'supertest';
import { startTestGateway } from './startTestGateway';

// A document handler that fails after its first await, as a render did for a Host it could not turn into a URL.
jest.mock('./documentHandler', () => ({
  documentHandler: () => async () => {
    await Promise.resolve();
    throw new Error('the render failed');
  },
}));

describe('a document whose handler fails', () => {
  it('answers 500 for that request and the gateway keeps serving', async () => {
    const { server, close } = await startTestGateway();
    try {
      const res = await request(server).get('/');
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ status: 500, code: 'internal_error' });
      expect((await request(server).get('/healthz')).status).toBe(200);
    } finally {
      await close();
    }
  }, 120_000);
});
