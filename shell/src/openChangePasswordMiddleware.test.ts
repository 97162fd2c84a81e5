import { invalidResetLinkPath, openChangePasswordMiddleware } from './openChangePasswordMiddleware';
import { middlewareContext } from './testing/middlewareContext';

const code = 'q3Jd9yX0bT7uVw2LmN5pR8sK1aZ4cE6fH0gI3jO9xYk';

describe('openChangePasswordMiddleware', () => {
  it('opens the change-password dialog with a well-formed code', () => {
    const ctx = middlewareContext(`/change-password/${code}`);
    expect(openChangePasswordMiddleware(ctx)).toBe('next');
    expect(ctx.effects).toEqual([['openOverlay', 'change-password', { code }]]);
  });

  it.each(['kurz', 'mit%20leerzeichen', `${code}%3Cscript%3E`, 'x'.repeat(201)])(
    'sends a mangled link (%s) to the error page instead',
    (bad) => {
      const ctx = middlewareContext(`/change-password/${bad}`);
      expect(openChangePasswordMiddleware(ctx)).toBe('stop');
      expect(ctx.effects).toEqual([['navigate', invalidResetLinkPath]]);
    },
  );
});
