/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { invitationsOverviewSchema, voucherRedemptionSchema } from '@news/contracts/sellApi';
import { WEBHOOK_SIGNATURE_HEADER } from '@news/contracts/webhooks';
import { DEV_WEBHOOK_SECRET } from '@news/outbox/readWebhookSecret';
import { signWebhook } from '@news/outbox/signWebhook';
import request from 'supertest';
import { ID_COOKIE } from '../auth/authCookies';
import { startTestGateway } from '../startTestGateway';

/**
 * Vouchers, invitations and the plus verification through a real gateway with every service in-process: the app
 * server's /api/plenigo/* endpoints, the role reaching the reader's next token (`/api/validate?forceRefresh=true`)
 * and the invitation mail in the outbox.
 */
jest.setTimeout(90_000);

const NEW_ENDPOINTS = [
  ['post', '/api/plenigo/vouchers/redeem', { code: 'PLUS-DEMO-2026' }],
  ['get', '/api/plenigo/invitations', undefined],
  ['post', '/api/plenigo/invitations', { email: 'freund@example.com' }],
  ['post', '/api/plenigo/invitations/accept', { token: 'a'.repeat(43) }],
  ['get', '/api/plenigo/plus-verification', undefined],
  ['get', '/api/plenigo/access-terms', undefined],
  ['post', '/api/plenigo/plus-verification', { customerNumber: '4711001', postcode: '55116' }],
] as const;

describe('vouchers, invitations and plus verification through the gateway', () => {
  let site: Awaited<ReturnType<typeof startTestGateway>>;
  let outboxDir = '';
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(os.tmpdir(), 'sell-outbox-'));
    site = await startTestGateway({
      env: { IDENTITY_TIMEOUT_MS: '30000' },
      processEnv: () => ({ OUTBOX_DIR: outboxDir }),
    });
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  // logins from addresses of this run alone: the sign-in limits per address live in Redis in the data-layer pass,
  // shared with every other run
  const network = `10.${100 + Math.floor(Math.random() * 150)}.${Math.floor(Math.random() * 250)}`;
  let logins = 0;
  /** A logged-in reader whose cookies follow every answer (a refresh rotates them). */
  const readerSession = async (email: string) => {
    const login = await site.login(email, `${network}.${++logins}`);
    const jar = new Map(login.cookie.split('; ').map((c) => c.split('=', 2) as [string, string]));
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: request.Response) => {
      for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair = ''] = c.split(';');
        const [name = '', value = ''] = pair.split('=', 2);
        if (value) jar.set(name, value);
      }
      return res;
    };
    const roles = async () =>
      (await keep(await request(site.server).get('/api/validate?forceRefresh=true').set('cookie', cookie())))
        .body.user.roles as string[];
    return {
      ssoId: login.ssoId,
      token: () => jar.get(ID_COOKIE) ?? '',
      get: async (url: string) => keep(await request(site.server).get(url).set('cookie', cookie())),
      post: async (url: string, body: unknown, origin: string | null = site.origin) => {
        const req = request(site.server).post(url).set('cookie', cookie());
        if (origin) req.set('origin', origin);
        return keep(await req.send(body as object));
      },
      roles,
      /** Waits until the next token carries the role (the grant travels through the outbox). */
      async untilRole(role: string) {
        for (let i = 0; i < 100; i += 1) {
          if ((await roles()).includes(role)) return true;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return false;
      },
    };
  };
  const issueVoucher = (code: string, productId: string) => {
    const raw = JSON.stringify({
      vouchers: [
        { code, mandator: 'rb', productId, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      ],
    });
    return request(site.server)
      .post('/payments/operator/vouchers')
      .set('content-type', 'application/json')
      .set(WEBHOOK_SIGNATURE_HEADER, signWebhook(raw, DEV_WEBHOOK_SECRET))
      .send(raw)
      .expect(201);
  };

  it('refuses every new endpoint to anonymous readers (401) and every new POST to other sites (403)', async () => {
    for (const [method, url, body] of NEW_ENDPOINTS) {
      const req =
        method === 'get'
          ? request(site.server).get(url)
          : request(site.server).post(url).set('origin', site.origin);
      const res = await (body ? req.send(body) : req);
      expect([url, res.status, res.body.code]).toEqual([url, 401, 'unauthorized']);
    }
    const reader = await readerSession('pur@example.com');
    for (const [method, url, body] of NEW_ENDPOINTS) {
      if (method !== 'post') continue;
      const res = await reader.post(url, body, 'https://evil.example');
      expect([url, res.status]).toEqual([url, 403]);
    }
    expect(await reader.roles()).not.toContain('PLUS_USER');
  });

  it("refuses another reader's data (403) at the payments service, whatever the gateway is asked", async () => {
    const reader = await readerSession('pur@example.com');
    const other = await readerSession('epaper@example.com');
    for (const suffix of ['/vouchers/redeem', '/invitations', '/plus-verifications']) {
      const res = await request(site.server)
        .post(`/payments/customers/by-sso-id/${other.ssoId}${suffix}`)
        .set('x-mandator', 'rb')
        .set('authorization', `Bearer ${reader.token()}`)
        .send({
          code: 'PLUS-DEMO-2026',
          email: 'x@example.com',
          customerNumber: '4711001',
          postcode: '55116',
        });
      expect([suffix, res.status]).toEqual([suffix, 403]);
    }
    for (const suffix of ['/invitations', '/access-terms']) {
      const list = await request(site.server)
        .get(`/payments/customers/by-sso-id/${other.ssoId}${suffix}`)
        .set('x-mandator', 'rb')
        .set('authorization', `Bearer ${reader.token()}`);
      expect([suffix, list.status]).toEqual([suffix, 403]);
    }
  });

  it('bad bodies get 400 with a code and change nothing', async () => {
    const reader = await readerSession('pur@example.com');
    const cases = [
      ['/api/plenigo/vouchers/redeem', { code: '<script>' }, 'invalid_voucher'],
      ['/api/plenigo/vouchers/redeem', 'kein json', 'invalid_voucher'],
      ['/api/plenigo/invitations', { email: 'keine adresse' }, 'invalid_invitation'],
      ['/api/plenigo/invitations/accept', { token: 'kurz' }, 'invalid_invitation_token'],
      ['/api/plenigo/plus-verification', { customerNumber: '4711001' }, 'invalid_verification'],
      [
        '/api/plenigo/plus-verification',
        { customerNumber: '47 11', postcode: '55116' },
        'invalid_verification',
      ],
    ] as const;
    for (const [url, body, code] of cases) {
      const res = await reader.post(url, body);
      expect([url, res.status, res.body.code, typeof res.body.message]).toEqual([url, 400, code, 'string']);
    }
    expect((await reader.get('/api/plenigo/plus-verification')).body).toEqual([]);
    expect(await reader.roles()).toEqual(['PUR_USER']);
  });

  it('a plus voucher grants plus to the next token once, also when redeemed twice at the same time', async () => {
    await issueVoucher('DOPPELT-2026', 'plus-monthly');
    const reader = await readerSession('leser@example.com');
    const answers = await Promise.all([
      reader.post('/api/plenigo/vouchers/redeem', { code: 'doppelt-2026' }),
      reader.post('/api/plenigo/vouchers/redeem', { code: 'DOPPELT-2026' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const won = voucherRedemptionSchema.parse(answers.find((a) => a.status === 201)?.body);
    expect(won).toMatchObject({ role: 'PLUS_USER', productName: 'plus Monatsabo' });
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ code: 'voucher_already_redeemed' });
    expect(await reader.untilRole('PLUS_USER')).toBe(true);
    const grants = await site.gateway.db.query(
      "select 1 from identity.role_grants where grant_id = 'V-rb-DOPPELT-2026'",
    );
    expect(grants.rows).toHaveLength(1);
    // /account/abo shows the term the voucher gave
    expect((await reader.get('/api/plenigo/access-terms')).body).toEqual([
      { kind: 'voucher', productName: 'plus Monatsabo', startedAt: won.redeemedAt, endsAt: won.validUntil },
    ]);
  });

  it('a plus reader invites a friend; the mail has the link; the friend gets the plus trial once', async () => {
    const inviter = await readerSession('plus@example.com');
    const overview = invitationsOverviewSchema.parse((await inviter.get('/api/plenigo/invitations')).body);
    expect(overview).toMatchObject({ canInvite: true, remaining: 5 });
    expect((await inviter.post('/api/plenigo/invitations', { email: 'Tag@Example.com' })).status).toBe(201);

    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i += 1) {
      for (const file of await readdir(outboxDir).catch(() => [] as string[])) {
        const mail = JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as {
          to: string;
          links: string[];
        };
        if (mail.to === 'tag@example.com') link = mail.links[0];
      }
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link).toMatch(/\/order\/invite\?einladung=[\w-]{43}$/);
    const token = new URL(link ?? '').searchParams.get('einladung');

    // only the invited address may take it
    const stranger = await readerSession('wallet@example.com');
    const refused = await stranger.post('/api/plenigo/invitations/accept', { token });
    expect(refused.body).toMatchObject({ status: 403, code: 'invitation_other_address' });

    const friend = await readerSession('tag@example.com');
    const accepted = await friend.post('/api/plenigo/invitations/accept', { token });
    expect(accepted.status).toBe(201);
    expect(await friend.untilRole('PLUS_USER')).toBe(true);
    expect((await friend.post('/api/plenigo/invitations/accept', { token })).body.code).toBe(
      'invitation_used',
    );

    // a reader without plus is told why
    const free = stranger;
    expect((await free.get('/api/plenigo/invitations')).body.canInvite).toBe(false);
    expect((await free.post('/api/plenigo/invitations', { email: 'x@example.com' })).body.code).toBe(
      'invitation_plus_only',
    );
  });

  it('links a seeded print subscription by customer number and postcode; one account only', async () => {
    const reader = await readerSession('wallet@example.com');
    const wrong = await reader.post('/api/plenigo/plus-verification', {
      customerNumber: '4711001',
      postcode: '10115',
    });
    expect(wrong.body).toMatchObject({ status: 404, code: 'verification_failed' });
    const linked = await reader.post('/api/plenigo/plus-verification', {
      customerNumber: '4711001',
      postcode: '55116',
    });
    expect(linked.status).toBe(201);
    expect(await reader.untilRole('PLUS_USER')).toBe(true);
    expect((await reader.get('/api/plenigo/plus-verification')).body).toEqual([
      expect.objectContaining({ customerNumber: '4711001', kind: 'print' }),
    ]);
    const other = await readerSession('pur@example.com');
    const taken = await other.post('/api/plenigo/plus-verification', {
      customerNumber: '4711001',
      postcode: '55116',
    });
    expect(taken.body).toMatchObject({ status: 409, code: 'verification_already_linked' });
  });
});
