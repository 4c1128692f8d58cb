/**
 * Entries as people log them: the i-th is dated one of the last 7 days and is 1.0 to 11.9 km,
 * instead of the same 5 km today again and again (which makes every signed-in user log
 * dozens a day, so the fair play checks flag or hold nearly every create, issue 25). One
 * counter runs across a whole benchmark (pass one `counter` to several generators to share
 * it), so no measurement resends another's entries (each would be a duplicate).
 */
export function spreadEntries(eventId: string, counter = { next: 0 }): () => string {
  return () => {
    const i = counter.next++;
    return JSON.stringify({
      eventId,
      date: new Date(Date.now() - (i % 7) * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'Europe/Berlin',
      }),
      distanceKm: 1 + ((i * 37) % 110) / 10,
      notice: 'bench',
    });
  };
}
