export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * Builds `/api<path>?<query>`. Kept apart from the client (and free of imports) because the
 * build reads it too: the page's early start sends reads at these very addresses (decision 087).
 */
export function apiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}
