import { z } from "./zod";

/** Rows per page of every list the API answers: 25 unless asked, never more than 100. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** `?page=&pageSize=` of every list endpoint (pages count from 1). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list: its rows, and whether a next page exists (no total: counting a year of rows is slow). */
export interface PageDto<T> {
  items: T[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}
