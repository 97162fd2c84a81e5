import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the work in an idle callback, not synchronously', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = jest.fn((cb: () => void) => {
      idle = cb;
      return 1;
    });
    const win = { requestIdleCallback } as unknown as Window;
    const work = jest.fn();
    whenIdle(work, win, 1500);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    idle?.();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a macrotask without requestIdleCallback', () => {
    jest.useFakeTimers();
    const win = { setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms) } as unknown as Window;
    const work = jest.fn();
    whenIdle(work, win);
    expect(work).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
