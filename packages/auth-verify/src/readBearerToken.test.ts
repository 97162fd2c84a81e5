import { readBearerToken } from './readBearerToken';

describe('readBearerToken', () => {
  it('answers the compact token of a Bearer header', () => {
    expect(readBearerToken('Bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
  });

  it('ignores other schemes, missing headers and anything that is not a compact JWS', () => {
    for (const header of [undefined, '', 'Basic dXNlcjpwYXNz', 'Bearer ', 'Bearer a.b', 'Bearer a.b.c d']) {
      expect(readBearerToken(header)).toBeUndefined();
    }
  });
});
