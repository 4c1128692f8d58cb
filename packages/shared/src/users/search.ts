/**
 * Folds text for accent- and case-insensitive search: "Jürgen Müller" and "jurgen muller"
 * fold to the same string. Used for the stored search column and for the query text.
 */
export function foldSearchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
