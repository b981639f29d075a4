import { describe, expect, it } from 'vitest';
import { pageLimit, pageMeta, pageOf, pageOffset } from './paging';

describe('paging', () => {
  it('reads one row more than a page, after the earlier pages', () => {
    expect(pageLimit({ page: 1, pageSize: 20 })).toBe(21);
    expect(pageOffset({ page: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);
  });

  it('keeps a page of rows and tells whether the extra row was there', () => {
    expect(pageOf([1, 2, 3], { page: 1, pageSize: 2 })).toEqual({ rows: [1, 2], hasMore: true });
    expect(pageOf([1, 2], { page: 2, pageSize: 2 })).toEqual({ rows: [1, 2], hasMore: false });
    expect(pageOf([], { page: 1, pageSize: 2 })).toEqual({ rows: [], hasMore: false });
  });

  it('answers the meta of the API', () => {
    expect(pageMeta({ page: 2, pageSize: 20 }, true)).toEqual({
      page: 2,
      per_page: 20,
      has_more: true,
    });
  });
});
