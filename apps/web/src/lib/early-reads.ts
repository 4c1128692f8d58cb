/**
 * A read the built page's early start sent before any bundle ran (apps/web/scripts/
 * early-start.ts): the first API reads of the page at the address, with the stored session's
 * token, so that their answers travel while the code downloads (decision 087).
 */
export interface EarlyRead {
  /** `/api/...?...`, exactly as `apiUrl` writes it. */
  url: string;
  /** The headers it was sent with: an app request with other ones does not take it. */
  authorization: string;
  language: string;
  response: Promise<Response>;
}

/** Where the early start leaves its reads (a global: it runs before any module). */
export const EARLY_READS_GLOBAL = 'ccEarlyReads';

/**
 * An early read is the answer of the start of the visit only: a request sent later (the
 * participant comes back to the page, a refetch) asks the server again.
 */
export const EARLY_READ_MAX_AGE_MS = 15_000;

function waitingReads(): EarlyRead[] {
  const reads = (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
  return Array.isArray(reads) ? (reads as EarlyRead[]) : [];
}

/**
 * The answer of the early read of `url` sent with these headers, once: the app's request of
 * it takes the answer on its way instead of asking a second time. Undefined when there is
 * none, when the session or language differ (the early start read them from storage, the
 * app may have changed them since) or when the visit is past its start.
 */
export function takeEarlyRead(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const reads = waitingReads();
  const index = reads.findIndex(
    (read) =>
      read.url === url &&
      read.authorization === headers.Authorization &&
      read.language === headers['Accept-Language'],
  );
  if (index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  if (performance.now() > EARLY_READ_MAX_AGE_MS) return undefined;
  return read?.response;
}

/**
 * What the early start reads for a page (the build writes it into the page): an address, or
 * the address chosen by a value the app keeps in local storage (a remembered tab), with the
 * one to read when nothing or something unknown is stored. `firstPhoto` marks a feed page
 * whose first post's first photo the early start asks for as soon as the page is in.
 */
export type EarlyReadPlan = (
  | { url: string }
  | { storageKey: string; urls: Record<string, string>; otherwise: string }
) & { firstPhoto?: boolean };

/**
 * What the early start needs to ask for a feed photo as its card's `<img>` will
 * (`features/feed/photo-sources.ts`): the `sizes` of a grid of 1, 2, 3… columns and the
 * longest side of each stored width.
 */
export interface FirstPhotoLayout {
  sizes: string[];
  sides: { thumb: number; medium: number; display: number };
}
