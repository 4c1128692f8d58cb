import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A request sent before the data library has loaded, and the query its answer belongs to. */
export interface EarlyRequest {
  queryKey: QueryKey;
  answer: Promise<unknown>;
  /** The first page (page 1) of an infinite query rather than a whole query's data. */
  isFirstPage?: boolean;
}

let waiting: EarlyRequest[] = [];

/**
 * Keeps a request a signed-in start sent for the page at its address while that page's code
 * was still loading (router.tsx `preloadRoute`), until the data cache takes it (`DataScope`).
 * The page's query then finds its answer there or on its way, instead of asking only once
 * the page has rendered (decision 048).
 */
export function sendEarly(request: EarlyRequest): void {
  // A failure is the query's to report, once it owns the request.
  request.answer.catch(() => undefined);
  waiting.push(request);
}

/** Hands the early requests to the cache, once: each becomes its query's fetch in progress. */
export function takeEarlyRequests(queryClient: QueryClient): void {
  const taken = waiting;
  waiting = [];
  for (const { queryKey, answer, isFirstPage } of taken) {
    const queryFn = () => answer;
    if (isFirstPage)
      void queryClient.prefetchInfiniteQuery({ queryKey, queryFn, initialPageParam: 1 });
    else void queryClient.prefetchQuery({ queryKey, queryFn });
  }
}
