import {
  createGoogleLinkingVerifier,
  createGoogleLinkingVerifierFromEnv,
} from './createGoogleLinkingVerifier';
import { startTestGoogleVerifier } from './startTestGoogleVerifier';

const params = (gaa_at: string) => ({ gaa_at, gaa_n: 'nonce', gaa_sig: 'signature', gaa_ts: '7fffffff' });

describe('createGoogleLinkingVerifier', () => {
  let google: Awaited<ReturnType<typeof startTestGoogleVerifier>>;
  beforeAll(async () => {
    google = await startTestGoogleVerifier({
      unlocked: { state: 'unlocked' },
      locked: { state: 'locked' },
      undecided: { state: 'undecided' },
      slow: { delayMs: 1000, state: 'unlocked' },
      broken: { status: 500, body: '{}' },
      malformed: { status: 200, body: '{"state":"open"}' },
    });
  });
  afterAll(async () => {
    await google.close();
  });

  it('posts the four parameters and answers what the verifier says', async () => {
    const verify = createGoogleLinkingVerifier({ url: google.url });
    await expect(verify(params('unlocked'))).resolves.toBe('unlocked');
    await expect(verify(params('locked'))).resolves.toBe('locked');
    await expect(verify(params('undecided'))).resolves.toBe('undecided');
    expect(google.requests[0]).toEqual(params('unlocked'));
  });

  it('counts no answer in time as undecided', async () => {
    const verify = createGoogleLinkingVerifier({ url: google.url, timeoutMs: 100 });
    await expect(verify(params('slow'))).resolves.toBe('undecided');
  });

  it.each([
    ['an error answer', 'broken'],
    ['a malformed answer', 'malformed'],
    ['a refusal', 'unknown'],
  ])('locks on %s, and reports it', async (_name, gaaAt) => {
    const errors: unknown[] = [];
    const verify = createGoogleLinkingVerifier({ url: google.url, onError: (err) => errors.push(err) });
    await expect(verify(params(gaaAt))).resolves.toBe('locked');
    expect(errors).toHaveLength(1);
  });

  it('locks when the verifier cannot be reached', async () => {
    const verify = createGoogleLinkingVerifier({ url: 'http://127.0.0.1:1/gaa' });
    await expect(verify(params('unlocked'))).resolves.toBe('locked');
  });

  it('is configured by GAA_VERIFIER_URL, and absent without it', async () => {
    expect(createGoogleLinkingVerifierFromEnv({})).toBeUndefined();
    expect(createGoogleLinkingVerifierFromEnv({ GAA_VERIFIER_URL: ' ' })).toBeUndefined();
    const verify = createGoogleLinkingVerifierFromEnv({ GAA_VERIFIER_URL: google.url });
    await expect(verify?.(params('unlocked'))).resolves.toBe('unlocked');
  });
});
