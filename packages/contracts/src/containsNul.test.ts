import { containsNul } from './containsNul';

it('finds a NUL in a string, a key or a nested value, and nothing in clean input', () => {
  expect(containsNul('a\0b')).toBe(true);
  expect(containsNul({ identifier: 'x\0' })).toBe(true);
  expect(containsNul({ 'k\0': 'v' })).toBe(true);
  expect(containsNul({ list: [{ label: 'ok' }, { target: '/a\0' }] })).toBe(true);
  expect(containsNul({ identifier: 'leser@example.com', n: 1, b: null, list: ['a'] })).toBe(false);
  expect(containsNul('a%00b')).toBe(false);
});
