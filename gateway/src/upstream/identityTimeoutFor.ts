/**
 * The identity service's calls that hash or check a password (scrypt, slow by design): sign-in, registration,
 * password reset and change, and the account changes that ask for the current password (e-mail, deletion).
 * Paths are those of its public API below `/cms`.
 */
const passwordHashingCalls = new Set([
  'POST /auth/local',
  'POST /auth/local/register',
  'POST /auth/reset-password',
  'POST /auth/change-password',
  'POST /users/me/email',
  'POST /users/me/delete',
]);

/** Whether `method path` (below `/cms`, a query string allowed) is one of the identity service's password checks. */
export function isPasswordCheck(method: string, path: string): boolean {
  const pathname = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  return passwordHashingCalls.has(`${method.toUpperCase()} ${pathname}`);
}

/**
 * How long the gateway waits for an identity call (in-process client and proxied `/cms` alike): a password check
 * `passwordTimeoutMs` (IDENTITY_TIMEOUT_MS), every other call (session refresh, keys, the reader's data, providers,
 * confirmations, logout) the general `upstreamTimeoutMs` (UPSTREAM_TIMEOUT_MS), so a slowed identity service
 * answers a page or a validation with the 503 as soon as any other upstream would.
 */
export function identityTimeoutFor(
  method: string,
  path: string,
  timeouts: { upstreamTimeoutMs: number; passwordTimeoutMs: number },
): number {
  return isPasswordCheck(method, path) ? timeouts.passwordTimeoutMs : timeouts.upstreamTimeoutMs;
}
