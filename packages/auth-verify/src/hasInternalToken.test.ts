import { hasInternalToken } from './hasInternalToken';

describe('hasInternalToken', () => {
  it('accepts exactly the configured token', () => {
    expect(hasInternalToken('internal-token-1234', 'internal-token-1234')).toBe(true);
    expect(hasInternalToken('internal-token-1235', 'internal-token-1234')).toBe(false);
    expect(hasInternalToken('internal-token-123', 'internal-token-1234')).toBe(false);
    expect(hasInternalToken(undefined, 'internal-token-1234')).toBe(false);
  });

  it('matches nothing when no token is configured', () => {
    expect(hasInternalToken('', '')).toBe(false);
  });
});
