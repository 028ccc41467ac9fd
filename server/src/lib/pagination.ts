import type { PageDto, PageQuery } from "@shared/validators/pagination";

/** LIMIT and OFFSET of a page: one row more than the page, to learn whether a next page exists. */
export const pageWindow = (query: PageQuery) => ({
  limit: query.pageSize + 1,
  offset: (query.page - 1) * query.pageSize,
});

/** Rows fetched with `pageWindow` as one page. */
export function toPage<Row, Item = Row>(rows: Row[], query: PageQuery, map?: (rows: Row[]) => Item[]): PageDto<Item> {
  const pageRows = rows.slice(0, query.pageSize);
  return {
    items: map ? map(pageRows) : (pageRows as unknown as Item[]),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}
