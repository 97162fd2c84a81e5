import { createHttpClient } from '@news/http-client/createHttpClient';
import { READER_MESSAGES } from '@news/http-client/messageForReader';
import { createNewsletterApi } from './newsletterApi';

const apiAnswering = (status: number, body?: unknown) => {
  const fetchImpl = jest.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  const api = createNewsletterApi(
    createHttpClient({ baseUrl: 'https://rb.example.test', fetch: fetchImpl as unknown as typeof fetch }),
  );
  return { api, fetchImpl };
};

describe('createNewsletterApi', () => {
  it("sends through the caller's client and validates the answer", async () => {
    const { api, fetchImpl } = apiAnswering(200, { state: 'confirmed' });
    expect(await api.subscribe('der-morgen')).toEqual({ ok: true, value: 'confirmed' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://rb.example.test/api/newsletters/subscriptions/der-morgen');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin' });
  });

  it('answers a 204 of an unsubscription as done', async () => {
    expect(await apiAnswering(204).api.unsubscribe('sport')).toEqual({ ok: true, value: null });
  });

  it('turns an answer of the wrong shape into a German failure, not a broken page', async () => {
    expect(await apiAnswering(200, { newsletters: 'kaputt' }).api.readerNewsletters()).toEqual({
      ok: false,
      status: 502,
      message: READER_MESSAGES.unknown,
    });
  });

  it("gives the server's German sentence for a refusal, and is not retried (POST)", async () => {
    const { api, fetchImpl } = apiAnswering(400, {
      status: 400,
      code: 'invalid_email',
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    expect(await api.signup('der-morgen', 'x')).toEqual({
      ok: false,
      status: 400,
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
