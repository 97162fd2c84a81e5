import { ContentPageError } from './contentPageError';
import { parsePage } from './parsePage';

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['7', 7],
    ['1000', 1000],
  ])('accepts %p as page %i', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });

  it.each([
    ['0'],
    ['0007'],
    ['-1'],
    ['abc'],
    ['1.5'],
    ['1001'],
    ['99999'],
    [''],
    [' 2'],
    [['1', '2']],
    [{ a: '1' }],
  ])('rejects %p with 400 invalid_page', (raw) => {
    expect(() => parsePage(raw)).toThrow(ContentPageError);
    try {
      parsePage(raw);
    } catch (err) {
      expect(err).toMatchObject({ status: 400, message: 'invalid_page' });
    }
  });
});
