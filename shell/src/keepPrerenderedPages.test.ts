import { BUILD_META_DELAY_MS, keepPrerenderedPages } from './keepPrerenderedPages';

afterEach(() => jest.useRealTimers());

it('asks the active worker for the build’s route rules manifest a second after the start', async () => {
  jest.useFakeTimers();
  const posted: unknown[] = [];
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    navigator: {
      serviceWorker: { ready: Promise.resolve({ active: { postMessage: (m: unknown) => posted.push(m) } }) },
    },
  } as unknown as Window;
  keepPrerenderedPages(win, 'b1');
  jest.advanceTimersByTime(BUILD_META_DELAY_MS - 1);
  await Promise.resolve();
  expect(posted).toEqual([]);
  jest.advanceTimersByTime(1);
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(posted).toEqual([{ type: 'BUILD_META', buildId: 'b1' }]);
});

it('does nothing in a browser without service workers', () => {
  jest.useFakeTimers();
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    navigator: {},
  } as unknown as Window;
  keepPrerenderedPages(win, 'b1');
  expect(() => jest.advanceTimersByTime(BUILD_META_DELAY_MS)).not.toThrow();
});
