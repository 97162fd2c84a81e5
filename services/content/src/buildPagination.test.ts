import { buildPagination, pageOffset } from './buildPagination';

describe('buildPagination', () => {
  it('computes total pages and offsets', () => {
    expect(buildPagination(1, 20, 0, 'x')).toEqual({ page: 1, pageSize: 20, total: 0, totalPages: 1 });
    expect(buildPagination(2, 20, 21, 'x')).toEqual({ page: 2, pageSize: 20, total: 21, totalPages: 2 });
    expect(buildPagination(3, 20, 60, 'x').totalPages).toBe(3);
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it('rejects a page after the last with 404 and the path', () => {
    expect(() => buildPagination(2, 20, 20, 'tags/8')).toThrow(
      expect.objectContaining({ status: 404, message: 'page_not_found', path: 'tags/8' }),
    );
    expect(() => buildPagination(2, 20, 0, 'x')).toThrow(expect.objectContaining({ status: 404 }));
  });
});
