import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('formats minutes and seconds', () => {
    expect(formatDuration(754)).toBe('12:34 Min.');
    expect(formatDuration(59)).toBe('0:59 Min.');
  });
  it('formats hours', () => {
    expect(formatDuration(3725)).toBe('1:02:05 Std.');
  });
});
