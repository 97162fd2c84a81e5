/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useReconnectRedirect } from './useReconnectRedirect';

const goOffline = () =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    window.dispatchEvent(new Event('online'));
  });

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});
afterEach(() => jest.useRealTimers());

describe('useReconnectRedirect', () => {
  it('redirects to the failed page 5 s after the connection returns, not before', () => {
    const redirect = jest.fn();
    const { result } = renderHook(() => useReconnectRedirect('/feuerwehr-einsatz?x=1', redirect));
    expect(result.current).toEqual({ phase: 'online' });
    goOffline();
    expect(result.current).toEqual({ phase: 'offline' });
    goOnline();
    expect(result.current).toEqual({ phase: 'reconnected', remainingMs: 5000 });
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current).toEqual({ phase: 'reconnected', remainingMs: 1000 });
    expect(redirect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/feuerwehr-einsatz?x=1');
  });

  it('starts offline when the browser is offline on mount; going offline again cancels the countdown', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const redirect = jest.fn();
    const { result } = renderHook(() => useReconnectRedirect('/', redirect));
    expect(result.current).toEqual({ phase: 'offline' });
    goOnline();
    act(() => jest.advanceTimersByTime(3000));
    goOffline();
    act(() => jest.advanceTimersByTime(10_000));
    expect(redirect).not.toHaveBeenCalled();
    goOnline();
    expect(result.current).toEqual({ phase: 'reconnected', remainingMs: 5000 });
  });
});
