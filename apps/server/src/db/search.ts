import { type SQL, sql } from 'drizzle-orm';
import { users } from './schema';

/** A LIKE pattern matching `text` anywhere, its wildcards escaped so it matches literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a user's names (first, last, display) contain `folded` (text already folded with
 * foldSearchText). users.search_text is foldSearchText(first, last, display, email), so
 * its part before the trailing " <email>" is matched: an address never makes a name match.
 */
export function namesMatch(folded: string): SQL {
  return sql`substr(${users.searchText}, 1, greatest(length(${users.searchText}) - length(${users.email}) - 1, 0)) ilike ${likeContains(folded)}`;
}
