/** For tests only: answers of the app server by path (status and body), recording the calls. */
export function sellTestServer(routes: Record<string, { status?: number; body: unknown }>) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (href: string, init?: RequestInit) => {
    // the HTTP client asks with the page's absolute URL; calls and routes are named by path
    const { pathname: path, search } = new URL(href, 'http://localhost');
    const url = `${path}${search}`;
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[path] ?? {
      status: 404,
      body: { status: 404, code: 'not_found', message: 'Nicht gefunden.' },
    };
    const status = route.status ?? 200;
    return { ok: status < 400, status, json: async () => route.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

/** The session as /api/validate answers it, with these roles. */
export const sessionWithRoles = (roles: string[]) => ({
  isLoggedIn: true,
  hasVerifiedEmail: true,
  expiresAt: 1,
  user: {
    ssoId: 'sso-1',
    email: 'leser@example.com',
    emailVerified: true,
    firstName: 'Lena',
    lastName: 'Leser',
    roles,
  },
  flags: {
    isPlusUser: roles.includes('PLUS_USER'),
    isEpaperUser: false,
    isPurUser: false,
    isWalletUser: false,
    isTagSubscriptionUser: false,
  },
});
