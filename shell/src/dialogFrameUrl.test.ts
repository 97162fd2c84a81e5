import { dialogFrameUrl } from './dialogFrameUrl';

describe('dialogFrameUrl', () => {
  it('carries the current query, the native flag and extra parameters', () => {
    expect(dialogFrameUrl('login', '?utm_source=nl', false)).toBe(
      '/__mein-portal/dialog-flow/login?utm_source=nl&isnative=0',
    );
    expect(dialogFrameUrl('change-password', '', true, { code: 'a b' })).toBe(
      '/__mein-portal/dialog-flow/change-password?isnative=1&code=a+b',
    );
  });
  it('overrides an isnative value of the current query', () => {
    expect(dialogFrameUrl('registration', '?isnative=1', false)).toBe(
      '/__mein-portal/dialog-flow/registration?isnative=0',
    );
  });
});
