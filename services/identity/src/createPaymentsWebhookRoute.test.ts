/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@news/contracts/webhooks';
import { signWebhook } from '@news/outbox/signWebhook';
import { decodeJwt } from 'jose';
import request from 'supertest';
import { registerConfirmed } from './testing/registerConfirmed';
import { createTestIdentityApp, TEST_SCRYPT_LOG_N } from './createTestIdentityApp';

const SECRET = 'identity-test-webhook-secret-of-32-chars';

/** POST /cms/webhooks/payments: roles granted by purchases reach the reader's next token. */
describe('role grants from the payments service', () => {
  let t: Awaited<ReturnType<typeof createTestIdentityApp>>;
  beforeAll(async () => {
    t = await createTestIdentityApp({ webhookSecret: SECRET, config: { scryptLogN: TEST_SCRYPT_LOG_N } });
  });
  afterAll(async () => {
    await t.close();
  });

  let readers = 0;
  /** A new reader: their ssoId and a way to log in again (a fresh token, as the next token after checkout). */
  const newReader = async () => {
    const email = `kaeufer-${++readers}@example.com`;
    const password = 'Kauf-Passwort-2026';
    const res = await registerConfirmed(
      t.app,
      () => t.readOutbox(),
      { firstName: 'Kai', lastName: 'Käufer', email, password },
      `10.9.0.${readers}`,
    );
    const ssoId = (res.body as { user: { ssoId: string } }).user.ssoId;
    const roles = async () => {
      const login = await request(t.app)
        .post('/cms/auth/local')
        .set('x-client-ip', `10.9.1.${readers}`)
        .send({ identifier: email, password })
        .expect(200);
      const body = login.body as { jwt: string; user: { roles: string[] } };
      expect(decodeJwt(body.jwt).roles).toEqual(body.user.roles);
      return body.user.roles;
    };
    return { ssoId, roles };
  };
  const event = (data: { grantId: string; ssoId: string; role: string; validUntil: string | null }) => ({
    id: randomUUID(),
    type: 'role_grant.changed',
    occurredAt: new Date().toISOString(),
    data,
  });
  const deliver = (body: unknown, secret = SECRET) => {
    const raw = JSON.stringify(body);
    return request(t.app)
      .post('/cms/webhooks/payments')
      .set('content-type', 'application/json')
      .set(WEBHOOK_SIGNATURE_HEADER, signWebhook(raw, secret))
      .send(raw);
  };

  it('grants the role to the next token, once however often the event is delivered', async () => {
    const reader = await newReader();
    expect(await reader.roles()).toEqual([]);
    const grant = event({
      grantId: `S-${randomUUID()}`,
      ssoId: reader.ssoId,
      role: 'PLUS_USER',
      validUntil: null,
    });
    for (let i = 0; i < 3; i++) expect((await deliver(grant)).status).toBe(204);
    expect(await reader.roles()).toEqual(['PLUS_USER']);
    const { rows } = await t.db.query('select 1 from identity.role_grants where sso_id = $1', [reader.ssoId]);
    expect(rows).toHaveLength(1);
  });

  it('keeps a cancelled grant until its end date, then drops it; a late older event changes nothing', async () => {
    const reader = await newReader();
    const grantId = `S-${randomUUID()}`;
    const start = event({ grantId, ssoId: reader.ssoId, role: 'PLUS-TAG-1', validUntil: null });
    const soon = new Date(Date.now() + 1500).toISOString();
    const cancel = { ...event({ grantId, ssoId: reader.ssoId, role: 'PLUS-TAG-1', validUntil: soon }) };
    cancel.occurredAt = new Date(Date.now() + 10).toISOString();
    await deliver(start).expect(204);
    await deliver(cancel).expect(204);
    // the first event once more (a redelivery): the cancellation stays
    await deliver(start).expect(204);
    expect(await reader.roles()).toEqual(['PLUS-TAG-1']);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await reader.roles()).toEqual([]);
  });

  it("adds granted roles to the account's own, each once", async () => {
    const reader = await newReader();
    await t.db.query(`update identity.accounts set roles = '{WALLET_USER}' where sso_id = $1`, [
      reader.ssoId,
    ]);
    await deliver(
      event({ grantId: `S-${randomUUID()}`, ssoId: reader.ssoId, role: 'PUR_USER', validUntil: null }),
    );
    await deliver(event({ grantId: `wallet-x`, ssoId: reader.ssoId, role: 'WALLET_USER', validUntil: null }));
    expect(await reader.roles()).toEqual(['PUR_USER', 'WALLET_USER']);
  });

  it('refuses a wrong signature (401) and an event outside the contract (400), granting nothing', async () => {
    const reader = await newReader();
    const grant = event({
      grantId: `S-${randomUUID()}`,
      ssoId: reader.ssoId,
      role: 'PLUS_USER',
      validUntil: null,
    });
    const forged = await deliver(grant, 'another-secret-of-at-least-32-characters');
    expect(forged.status).toBe(401);
    expect(forged.body.error).toMatchObject({
      name: 'UnauthorizedError',
      details: { reason: 'invalid_signature' },
    });
    const unsigned = await request(t.app)
      .post('/cms/webhooks/payments')
      .set('content-type', 'application/json')
      .send(JSON.stringify(grant));
    expect(unsigned.status).toBe(401);
    const badRole = await deliver({ ...grant, data: { ...grant.data, role: 'ADMIN' } });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error).toMatchObject({
      name: 'ValidationError',
      details: { reason: 'invalid_event' },
    });
    expect(await reader.roles()).toEqual([]);
  });
  it('sends an invitation mail with the link once, however often the event is delivered', async () => {
    const token = 'a'.repeat(43);
    const invitation = {
      id: randomUUID(),
      type: 'invitation.created',
      occurredAt: new Date().toISOString(),
      data: {
        invitationId: `I-${randomUUID()}`,
        email: 'freundin@example.com',
        inviterFirstName: 'Petra',
        token,
        trialDays: 30,
        expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      },
    };
    for (let i = 0; i < 2; i++) expect((await deliver(invitation)).status).toBe(204);
    const mails = (await t.readOutbox()).filter((m) => m.to === 'freundin@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Petra schenkt Ihnen 30 Tage plus');
    expect(mails[0]?.links).toEqual([
      expect.stringMatching(new RegExp(`/order/invite\\?einladung=${token}$`)),
    ]);
    expect((await deliver({ ...invitation, data: { ...invitation.data, token: 'kurz' } })).status).toBe(400);
  });
});
