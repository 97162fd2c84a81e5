/** @jest-environment jsdom */
import { watchBuild } from './watchBuild';

const answer = (body: unknown, ok = true) => Promise.resolve({ ok, json: async () => body } as Response);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchBuild', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    window.fetch = fetchMock;
  });

  it('stays quiet while the polled id is the page’s build', async () => {
    fetchMock.mockImplementation(() => answer({ id: 'build-a' }));
    const onNewBuild = jest.fn();
    const stop = watchBuild(window, 'build-a', onNewBuild, 60_000);
    await flush();
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });

  it('reports a different id once, at the check when the tab is focused again', async () => {
    fetchMock.mockImplementation(() => answer({ id: 'build-a' }));
    const onNewBuild = jest.fn();
    watchBuild(window, 'build-a', onNewBuild, 60_000);
    await flush();
    fetchMock.mockImplementation(() => answer({ id: 'build-b' }));
    window.dispatchEvent(new Event('focus'));
    await flush();
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('build-b');
  });

  it('polls on its interval', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(() => answer({ id: 'build-a' }));
      const onNewBuild = jest.fn();
      watchBuild(window, 'build-a', onNewBuild, 1000);
      fetchMock.mockImplementation(() => answer({ id: 'build-c' }));
      await jest.advanceTimersByTimeAsync(1000);
      expect(onNewBuild).toHaveBeenCalledWith('build-c');
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores failed polls, error answers and answers without an id', async () => {
    const onNewBuild = jest.fn();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    const stop = watchBuild(window, 'build-a', onNewBuild, 60_000);
    await flush();
    fetchMock.mockImplementationOnce(() => answer({ id: 'build-b' }, false));
    window.dispatchEvent(new Event('focus'));
    await flush();
    fetchMock.mockImplementationOnce(() => answer({ status: 'x' }));
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });
});
