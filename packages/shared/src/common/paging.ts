import { z } from 'zod';

/** Page sizes offered by admin tables. */
export const tablePageSizes = [10, 25, 50] as const;

/** Query of every paged list: 1-based page and a bounded page size. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Shape of every paged answer: `{ docs, totalDocs, page, limit, totalPages, hasNextPage }`. */
export function pagedSchema<T extends z.ZodType>(doc: T) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    hasNextPage: z.boolean(),
  });
}

export interface Paged<T> {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
}

/** Builds the paged answer from one page of rows and the total count. */
export function toPaged<T>(docs: T[], totalDocs: number, query: PageQuery): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / query.limit));
  return {
    docs,
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages,
    hasNextPage: query.page < totalPages,
  };
}

/** `{ msg }` answers (success messages). */
export const messageSchema = z.object({ msg: z.string() });

/** A UUID path parameter, exposed by the API as `_id`. */
export const idParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
