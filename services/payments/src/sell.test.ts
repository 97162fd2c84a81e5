/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  invitationCreatedSchema,
  paymentsToIdentityEventSchema,
  roleGrantChangedSchema,
  WEBHOOK_SIGNATURE_HEADER,
  type InvitationCreated,
  type RoleGrantChanged,
} from '@news/contracts/webhooks';
import { signWebhook } from '@news/outbox/signWebhook';
import { verifyWebhookSignature } from '@news/outbox/verifyWebhookSignature';
import request from 'supertest';
import { TRIAL_NAME } from './accessTerms';
import { createTestPaymentsApp, TEST_WEBHOOK_SECRET } from './createTestPaymentsApp';
import { VERIFICATION_GUESSES_PER_HOUR } from './plusVerification';
import { VOUCHER_GUESSES_PER_HOUR } from './redeemVoucher';

/**
 * Vouchers, invitations and the plus verification of the payments service on a real database; the role grants and
 * invitation mails go to a receiver that stands in for the identity service (it checks the signature like it).
 */
describe('vouchers, invitations, plus verification', () => {
  let t: Awaited<ReturnType<typeof createTestPaymentsApp>>;
  let receiver: Server;
  const grants: RoleGrantChanged[] = [];
  const invitations: InvitationCreated[] = [];
  beforeAll(async () => {
    receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      if (!verifyWebhookSignature(raw, req.headers[WEBHOOK_SIGNATURE_HEADER] as string, TEST_WEBHOOK_SECRET))
        res.statusCode = 401;
      else {
        const event = paymentsToIdentityEventSchema.parse(JSON.parse(raw.toString('utf8')));
        if (event.type === 'role_grant.changed') grants.push(roleGrantChangedSchema.parse(event));
        else invitations.push(invitationCreatedSchema.parse(event));
        res.statusCode = 204;
      }
      res.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    t = await createTestPaymentsApp({
      roleWebhookTargets: [`http://127.0.0.1:${port}/cms/webhooks/payments`],
      invitationRules: { perThirtyDays: 2 },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const grantsOf = (ssoId: string) => grants.filter((g) => g.data.ssoId === ssoId);
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    return check();
  };
  const post = async (path: string, ssoId: string, body: unknown, token?: string) =>
    request(t.app)
      .post(`/payments/customers/by-sso-id/${ssoId}${path}`)
      .set('x-mandator', 'rb')
      .set('authorization', `Bearer ${token ?? (await t.tokenFor(ssoId))}`)
      .send(body as object);
  const issue = async (vouchers: { code: string; productId: string; expiresAt: string }[]) =>
    signedImport('/payments/operator/vouchers', {
      vouchers: vouchers.map((v) => ({ ...v, mandator: 'rb' })),
    });
  const signedImport = (path: string, body: unknown) => {
    const raw = JSON.stringify(body);
    return request(t.app)
      .post(path)
      .set('content-type', 'application/json')
      .set(WEBHOOK_SIGNATURE_HEADER, signWebhook(raw, TEST_WEBHOOK_SECRET))
      .send(raw);
  };
  const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();
  const countVouchers = async () =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from payments.vouchers where redeemed_at is not null',
      )
    ).rows[0]?.n;

  const accessTerms = async (ssoId: string, token?: string) =>
    request(t.app)
      .get(`/payments/customers/by-sso-id/${ssoId}/access-terms`)
      .set('x-mandator', 'rb')
      .set('authorization', `Bearer ${token ?? (await t.tokenFor(ssoId))}`);

  describe('vouchers', () => {
    it('a plus code grants plus for one month, once: the same code again is "bereits eingelöst"', async () => {
      const ssoId = randomUUID();
      const res = await post('/vouchers/redeem', ssoId, { code: ' plus-demo-2026 ' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ code: 'PLUS-DEMO-2026', role: 'PLUS_USER', credits: 0 });
      const days = (Date.parse(res.body.validUntil) - Date.parse(res.body.redeemedAt)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      expect(await waitFor(() => grantsOf(ssoId).length === 1)).toBe(true);
      expect(grantsOf(ssoId)[0]?.data).toMatchObject({ role: 'PLUS_USER', validUntil: res.body.validUntil });

      const again = await post('/vouchers/redeem', ssoId, { code: 'PLUS-DEMO-2026' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'voucher_already_redeemed',
        message: 'Dieser Code wurde bereits eingelöst.',
      });
      const other = await post('/vouchers/redeem', randomUUID(), { code: 'PLUS-DEMO-2026' });
      expect(other.body.code).toBe('voucher_already_redeemed');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(grants.filter((g) => g.data.grantId === 'V-rb-PLUS-DEMO-2026')).toHaveLength(1);

      // /account/abo lists the term, to its end, for the reader who redeemed it only
      const terms = await accessTerms(ssoId);
      expect(terms.status).toBe(200);
      expect(terms.body).toEqual([
        {
          kind: 'voucher',
          productName: 'plus Monatsabo',
          startedAt: res.body.redeemedAt,
          endsAt: res.body.validUntil,
        },
      ]);
      expect((await accessTerms(randomUUID())).body).toEqual([]);
    });

    it('a coin code adds its coins to the wallet and grants WALLET_USER', async () => {
      const ssoId = randomUUID();
      const res = await post('/vouchers/redeem', ssoId, { code: 'COINS-DEMO-2026' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        credits: 5,
        wallet: { availableCreditCount: 5 },
        validUntil: null,
        role: 'WALLET_USER',
      });
      expect(await waitFor(() => grantsOf(ssoId).some((g) => g.data.role === 'WALLET_USER'))).toBe(true);
      // coins are in the wallet, not a term of access
      expect((await accessTerms(ssoId)).body).toEqual([]);
    });

    it('unknown and expired codes say so in German and change nothing', async () => {
      const ssoId = randomUUID();
      const before = await countVouchers();
      const unknown = await post('/vouchers/redeem', ssoId, { code: 'GIBT-ES-NICHT' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'voucher_unknown' });
      const expired = await post('/vouchers/redeem', ssoId, { code: 'ABGELAUFEN-2024' });
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ code: 'voucher_expired', message: 'Dieser Code ist abgelaufen.' });
      expect(await countVouchers()).toBe(before);
    });

    it('bad bodies are 400 invalid_voucher and redeem nothing', async () => {
      const ssoId = randomUUID();
      const before = await countVouchers();
      for (const body of [{}, { code: 'a' }, { code: 'PLUS DEMO 2026' }, { code: 42 }, ['PLUS-DEMO-2026']]) {
        const res = await post('/vouchers/redeem', ssoId, body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('invalid_voucher');
      }
      expect(await countVouchers()).toBe(before);
    });

    it('of concurrent redemptions of one code exactly one wins and it grants once', async () => {
      await issue([{ code: 'GLEICHZEITIG-1', productId: 'plus-yearly', expiresAt: inAYear() }]);
      const readers = Array.from({ length: 6 }, () => randomUUID());
      const answers = await Promise.all(
        readers.map((ssoId) => post('/vouchers/redeem', ssoId, { code: 'GLEICHZEITIG-1' })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const winner = readers[answers.findIndex((a) => a.status === 201)] ?? '';
      expect(await waitFor(() => grantsOf(winner).length === 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(grants.filter((g) => g.data.grantId === 'V-rb-GLEICHZEITIG-1')).toHaveLength(1);
    });

    it(`refuses a reader after ${VOUCHER_GUESSES_PER_HOUR} failed codes in an hour, even a right one`, async () => {
      const ssoId = randomUUID();
      for (let i = 0; i < VOUCHER_GUESSES_PER_HOUR; i += 1)
        expect((await post('/vouchers/redeem', ssoId, { code: `RATEN-${i}` })).status).toBe(404);
      await issue([{ code: 'RICHTIG-NACH-RATEN', productId: 'coins-5', expiresAt: inAYear() }]);
      const refused = await post('/vouchers/redeem', ssoId, { code: 'RICHTIG-NACH-RATEN' });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_attempts');
      expect((await post('/vouchers/redeem', randomUUID(), { code: 'RICHTIG-NACH-RATEN' })).status).toBe(201);
    });

    it("anonymous is 401, another reader's path 403, and neither redeems", async () => {
      await issue([{ code: 'NUR-MEINS', productId: 'coins-5', expiresAt: inAYear() }]);
      const anonymous = await request(t.app)
        .post(`/payments/customers/by-sso-id/${randomUUID()}/vouchers/redeem`)
        .set('x-mandator', 'rb')
        .send({ code: 'NUR-MEINS' });
      expect(anonymous.status).toBe(401);
      const forged = await post(
        '/vouchers/redeem',
        randomUUID(),
        { code: 'NUR-MEINS' },
        await t.foreignTokenFor(randomUUID()),
      );
      expect(forged.status).toBe(401);
      const foreign = await post(
        '/vouchers/redeem',
        randomUUID(),
        { code: 'NUR-MEINS' },
        await t.tokenFor(randomUUID()),
      );
      expect(foreign.status).toBe(403);
      const { rows } = await t.db.query("select redeemed_at from payments.vouchers where code = 'NUR-MEINS'");
      expect(rows).toEqual([{ redeemed_at: null }]);
    });
  });

  describe('invitations', () => {
    const plus = async (ssoId: string, email: string) =>
      t.tokenFor(ssoId, { email, roles: ['PLUS_USER'], given_name: 'Petra' });

    it('a plus reader invites; the mail goes out; the friend with that address gets 30 days of plus once', async () => {
      const inviter = randomUUID();
      const token = await plus(inviter, 'petra@example.com');
      const invited = await post('/invitations', inviter, { email: ' Freund@Example.com ' }, token);
      expect(invited.status).toBe(201);
      expect(invited.body).toMatchObject({ email: 'freund@example.com', acceptedAt: null });
      expect(await waitFor(() => invitations.some((i) => i.data.email === 'freund@example.com'))).toBe(true);
      const mail = invitations.find((i) => i.data.email === 'freund@example.com');
      expect(mail?.data).toMatchObject({ inviterFirstName: 'Petra', trialDays: 30 });

      const friend = randomUUID();
      const friendToken = await t.tokenFor(friend, { email: 'freund@example.com', roles: [] });
      const wrongAddress = await post(
        '/invitations/accept',
        randomUUID(),
        { token: mail?.data.token },
        undefined,
      );
      expect(wrongAddress.status).toBe(403);
      expect(wrongAddress.body.code).toBe('invitation_other_address');

      const accepted = await post('/invitations/accept', friend, { token: mail?.data.token }, friendToken);
      expect(accepted.status).toBe(201);
      const days = (Date.parse(accepted.body.validUntil) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect(await waitFor(() => grantsOf(friend).length === 1)).toBe(true);
      expect(grantsOf(friend)[0]?.data).toMatchObject({
        role: 'PLUS_USER',
        validUntil: accepted.body.validUntil,
      });

      const terms = await accessTerms(friend, friendToken);
      expect(terms.body).toEqual([
        expect.objectContaining({ kind: 'trial', productName: TRIAL_NAME, endsAt: accepted.body.validUntil }),
      ]);
      expect((await accessTerms(inviter, token)).body).toEqual([]);

      const twice = await post('/invitations/accept', friend, { token: mail?.data.token }, friendToken);
      expect(twice.body.code).toBe('invitation_used');
      // one trial per address: another invitation to it is refused
      const again = await post('/invitations', inviter, { email: 'freund@example.com' }, token);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('invitation_trial_used');

      const overview = await request(t.app)
        .get(`/payments/customers/by-sso-id/${inviter}/invitations`)
        .set('x-mandator', 'rb')
        .set('authorization', `Bearer ${token}`);
      expect(overview.body).toMatchObject({ canInvite: true, limit: 2, remaining: 1 });
      expect(overview.body.invitations[0].acceptedAt).not.toBeNull();
    });

    it('a reader without plus cannot invite and is told why', async () => {
      const ssoId = randomUUID();
      const res = await post('/invitations', ssoId, { email: 'jemand@example.com' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('invitation_plus_only');
      const overview = await request(t.app)
        .get(`/payments/customers/by-sso-id/${ssoId}/invitations`)
        .set('x-mandator', 'rb')
        .set('authorization', `Bearer ${await t.tokenFor(ssoId)}`);
      expect(overview.body).toMatchObject({ canInvite: false, invitations: [] });
    });

    it('bounds the invitations per reader, also when sent in parallel', async () => {
      const inviter = randomUUID();
      const token = await plus(inviter, 'viel@example.com');
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) => post('/invitations', inviter, { email: `f${n}@example.com` }, token)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429]);
      expect(answers.find((a) => a.status === 429)?.body.code).toBe('invitation_limit_reached');
    });

    it('bad bodies are 400 and send nothing; unknown tokens 404', async () => {
      const inviter = randomUUID();
      const token = await plus(inviter, 'p@example.com');
      for (const body of [{}, { email: 'keine-adresse' }, { email: 'p@example.com' }])
        expect((await post('/invitations', inviter, body, token)).status).toBe(400);
      const { rows } = await t.db.query('select 1 from payments.invitations where inviter_sso_id = $1', [
        inviter,
      ]);
      expect(rows).toHaveLength(0);
      const unknown = await post('/invitations/accept', inviter, { token: 'x'.repeat(43) }, token);
      expect(unknown.status).toBe(404);
      expect((await post('/invitations/accept', inviter, { token: 'kurz' }, token)).status).toBe(404);
    });
  });

  describe('plus verification', () => {
    it('links a print subscription once and grants plus; another account gets 409', async () => {
      const ssoId = randomUUID();
      const res = await post('/plus-verifications', ssoId, { customerNumber: '4711001', postcode: '55116' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ customerNumber: '4711001', kind: 'print', role: 'PLUS_USER' });
      expect(await waitFor(() => grantsOf(ssoId).some((g) => g.data.role === 'PLUS_USER'))).toBe(true);
      expect(
        (await post('/plus-verifications', ssoId, { customerNumber: '4711001', postcode: '55116' })).status,
      ).toBe(200);
      const other = await post('/plus-verifications', randomUUID(), {
        customerNumber: '4711001',
        postcode: '55116',
      });
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('verification_already_linked');
    });

    it('an e-paper subscription grants EPAPER_USER', async () => {
      const ssoId = randomUUID();
      const res = await post('/plus-verifications', ssoId, { customerNumber: '4711002', postcode: '55116' });
      expect(res.body.role).toBe('EPAPER_USER');
      expect(await waitFor(() => grantsOf(ssoId).some((g) => g.data.role === 'EPAPER_USER'))).toBe(true);
    });

    it(`a wrong pair gets the same German error as an unknown number, and ${VERIFICATION_GUESSES_PER_HOUR} of them a rate limit`, async () => {
      await signedImport('/payments/operator/print-subscribers', {
        subscribers: [{ customerNumber: '5550001', postcode: '60311', kind: 'print', mandator: 'rb' }],
      }).expect(201);
      const ssoId = randomUUID();
      const wrongPostcode = await post('/plus-verifications', ssoId, {
        customerNumber: '5550001',
        postcode: '60312',
      });
      const unknown = await post('/plus-verifications', ssoId, {
        customerNumber: '5550999',
        postcode: '60311',
      });
      expect(wrongPostcode.status).toBe(404);
      expect(unknown.body).toEqual(wrongPostcode.body);
      for (let i = 2; i < VERIFICATION_GUESSES_PER_HOUR; i += 1)
        await post('/plus-verifications', ssoId, { customerNumber: '5550001', postcode: '00000' });
      const limited = await post('/plus-verifications', ssoId, {
        customerNumber: '5550001',
        postcode: '60311',
      });
      expect(limited.status).toBe(429);
      const { rows } = await t.db.query(
        "select linked_sso_id from payments.print_subscribers where customer_number = '5550001'",
      );
      expect(rows).toEqual([{ linked_sso_id: null }]);
    });

    it('bad bodies are 400 invalid_verification and link nothing', async () => {
      const ssoId = randomUUID();
      for (const body of [
        {},
        { customerNumber: 'abc', postcode: '55116' },
        { customerNumber: '4711002', postcode: '5511' },
      ])
        expect((await post('/plus-verifications', ssoId, body)).body.code).toBe('invalid_verification');
      const list = await request(t.app)
        .get(`/payments/customers/by-sso-id/${ssoId}/plus-verifications`)
        .set('x-mandator', 'rb')
        .set('authorization', `Bearer ${await t.tokenFor(ssoId)}`);
      expect(list.body).toEqual([]);
    });
  });

  describe('operator imports', () => {
    it('refuse a missing or wrong signature and a body outside the contract', async () => {
      const body = JSON.stringify({
        vouchers: [{ code: 'OHNE-SIGNATUR', mandator: 'rb', productId: 'coins-5', expiresAt: inAYear() }],
      });
      const unsigned = await request(t.app)
        .post('/payments/operator/vouchers')
        .set('content-type', 'application/json')
        .send(body);
      expect(unsigned.status).toBe(401);
      const wrong = await request(t.app)
        .post('/payments/operator/vouchers')
        .set('content-type', 'application/json')
        .set(WEBHOOK_SIGNATURE_HEADER, signWebhook(body, 'ein-anderes-geheimnis-mit-32-zeichen!'))
        .send(body);
      expect(wrong.status).toBe(401);
      expect(
        (await issue([{ code: 'FALSCH', productId: 'gibt-es-nicht', expiresAt: inAYear() }])).status,
      ).toBe(400);
      const { rows } = await t.db.query(
        "select 1 from payments.vouchers where code in ('OHNE-SIGNATUR', 'FALSCH')",
      );
      expect(rows).toHaveLength(0);
    });
  });
});
