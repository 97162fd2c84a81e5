import { createCircuitBreaker } from './createCircuitBreaker';

describe('createCircuitBreaker', () => {
  let clock = 0;
  const breaker = () => createCircuitBreaker({ failureThreshold: 3, cooldownMs: 1000, now: () => clock });
  beforeEach(() => {
    clock = 0;
  });

  it('stays closed while calls succeed or fail fewer times in a row than the threshold', () => {
    const b = breaker();
    b.failed();
    b.failed();
    b.succeeded();
    b.failed();
    b.failed();
    expect([b.state(), b.allow()]).toEqual(['closed', true]);
  });

  it('opens after the threshold of failures in a row and refuses every call during the cooldown', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failed();
    expect(b.state()).toBe('open');
    clock = 999;
    expect(b.allow()).toBe(false);
  });

  it('lets one trial call through after the cooldown; its success closes the circuit', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failed();
    clock = 1000;
    expect(b.state()).toBe('half-open');
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(false);
    b.succeeded();
    expect([b.state(), b.allow(), b.allow()]).toEqual(['closed', true, true]);
  });

  it('opens again for a whole cooldown when the trial call fails', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failed();
    clock = 1500;
    expect(b.allow()).toBe(true);
    b.failed();
    expect(b.state()).toBe('open');
    clock = 2499;
    expect(b.allow()).toBe(false);
    clock = 2500;
    expect(b.allow()).toBe(true);
  });
});
