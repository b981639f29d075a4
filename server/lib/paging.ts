// Newest-first lists read one page at a time: pageSize + 1 rows are read to know whether another
// page follows, and the answer's `meta` says so (the { page, per_page, has_more } of domain/api).

/** A 1-based page number and the number of rows a page holds. */
export interface Page {
  page: number;
  pageSize: number;
}

/** The LIMIT of a page's query: one row more than the page holds. */
export const pageLimit = ({ pageSize }: Page): number => pageSize + 1;

/** The OFFSET of a page's query. */
export const pageOffset = ({ page, pageSize }: Page): number => (page - 1) * pageSize;

/** The page's rows, and whether the extra row read says another page follows. */
export function pageOf<T>(rows: T[], { pageSize }: Page): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/** The `meta` of a paged answer. */
export const pageMeta = ({ page, pageSize }: Page, hasMore: boolean) => ({
  page,
  per_page: pageSize,
  has_more: hasMore,
});
