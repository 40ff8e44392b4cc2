/** Where a page starts and how long it is, as every paged query says it (the contract's `PageNumber`, `PageSize`). */
export type PageQuery = { PageNumber: number; PageSize: number };

/** How many rows come before the page. */
export const offsetOf = (query: PageQuery) => (query.PageNumber - 1) * query.PageSize;

/** One way to answer a page (the contract's `paged`): its items, where it stands, and how many there are in all. */
export function pageOf<T>(items: T[], query: PageQuery, total: number) {
  return {
    items,
    pageNumber: query.PageNumber,
    pageSize: query.PageSize,
    totalCount: total,
    totalPages: Math.ceil(total / query.PageSize),
  };
}
