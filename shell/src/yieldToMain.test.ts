/** @jest-environment jsdom */
import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => jest.useRealTimers());

  it('uses scheduler.yield when the browser has it', async () => {
    const schedulerYield = jest.fn(async () => undefined);
    const win = { scheduler: { yield: schedulerYield } } as unknown as Window;
    await yieldToMain(win);
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise continues only after a macrotask', async () => {
    jest.useFakeTimers();
    let continued = false;
    const done = yieldToMain(window).then(() => {
      continued = true;
    });
    await Promise.resolve();
    expect(continued).toBe(false);
    jest.runAllTimers();
    await done;
    expect(continued).toBe(true);
  });
});
