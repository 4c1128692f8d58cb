/** Rank and name of each row of a participant ranking, the shape most assertions compare. */
export function ranked(body: { docs: Array<{ rank: number; displayName: string }> }) {
  return body.docs.map((d) => [d.rank, d.displayName]);
}
