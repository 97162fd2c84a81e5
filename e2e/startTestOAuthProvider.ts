import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** The reader the test provider signs in (its userinfo claims). */
export interface TestOAuthUser {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

/** The one client registered at the provider: the site's identity service (see OAUTH_PROVIDERS in the config). */
export interface TestOAuthClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const input = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key, 'base64url')}`;
}

function verifyJwt(token: string, key: KeyObject): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const valid = createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(key, signature, 'base64url');
  if (!valid) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : null;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}
const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json', JSON.stringify(body));

/**
 * A small but real OAuth 2.0 authorization-code provider for the browser tests, standing in for a social sign-in
 * provider: an authorize page where the reader agrees, one-time codes bound to client and redirect URI, a token
 * endpoint that checks the client secret and issues RS256-signed access tokens from its own key pair, and a
 * userinfo endpoint that verifies them. Its public key is at /jwks.json.
 */
export async function startTestOAuthProvider(options: {
  port: number;
  client: TestOAuthClient;
  user: TestOAuthUser;
}): Promise<{ origin: string; close(): Promise<void> }> {
  const { client, user } = options;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-provider-1';
  const codes = new Map<string, { clientId: string; redirectUri: string; expires: number }>();
  const origin = `http://127.0.0.1:${options.port}`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = url.searchParams;
      if (
        q.get('response_type') !== 'code' ||
        q.get('client_id') !== client.clientId ||
        q.get('redirect_uri') !== client.redirectUri ||
        !q.get('state')
      ) {
        send(res, 400, 'text/plain; charset=utf-8', 'invalid_request');
        return;
      }
      const hidden = ['client_id', 'redirect_uri', 'state']
        .map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(q.get(n) ?? '')}">`)
        .join('');
      send(
        res,
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="de"><title>Test-Konto</title><main><h1>Test-Konto</h1>` +
          `<p>Die Website möchte Ihren Namen und Ihre E-Mail-Adresse erfahren.</p>` +
          `<form method="post" action="/authorize">${hidden}` +
          `<button type="submit">Als ${escapeHtml(user.given_name)} fortfahren</button></form></main></html>`,
      );
      return;
    }
    if (req.method === 'POST' && url.pathname === '/authorize') {
      const form = await readForm(req);
      const redirectUri = form.get('redirect_uri') ?? '';
      if (form.get('client_id') !== client.clientId || redirectUri !== client.redirectUri) {
        send(res, 400, 'text/plain; charset=utf-8', 'invalid_request');
        return;
      }
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { clientId: client.clientId, redirectUri, expires: Date.now() + 60_000 });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', form.get('state') ?? '');
      res.writeHead(303, { location: back.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = await readForm(req);
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (
        form.get('grant_type') !== 'authorization_code' ||
        form.get('client_id') !== client.clientId ||
        form.get('client_secret') !== client.clientSecret ||
        !grant ||
        grant.expires < Date.now() ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        sendJson(res, 400, { error: 'invalid_grant' });
        return;
      }
      const now = Math.floor(Date.now() / 1000);
      const accessToken = signJwt(
        {
          iss: origin,
          sub: user.sub,
          aud: client.clientId,
          iat: now,
          exp: now + 300,
          scope: 'openid email profile',
        },
        privateKey,
        kid,
      );
      sendJson(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300 });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const claims = verifyJwt(token, publicKey);
      if (!claims || claims.sub !== user.sub) {
        sendJson(res, 401, { error: 'invalid_token' });
        return;
      }
      sendJson(res, 200, { ...user, email_verified: true });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/jwks.json') {
      sendJson(res, 200, {
        keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
      });
      return;
    }
    sendJson(res, 404, { error: 'not_found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => sendJson(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
