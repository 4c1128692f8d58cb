/**
 * The competitor chosen last (participant spec §9: local storage remembers the chosen
 * competitor), so /competitor without an id opens them again. It belongs to the participant
 * who chose: stored with their id and read only for them. A logout empties local storage
 * (`clearBrowserStorage`), this key with it.
 */
export const CHOSEN_COMPETITOR_KEY = 'chosenCompetitor';

/** A competitor page: whose, and in which challenge (none: all of theirs). */
export interface ChosenCompetitor {
  userId: string;
  eventId?: string;
}

interface Stored extends ChosenCompetitor {
  /** The signed-in participant who chose. */
  owner: string;
}

function isStored(value: unknown): value is Stored {
  const v = value as Partial<Stored> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.owner === 'string' &&
    typeof v.userId === 'string' &&
    (v.eventId === undefined || typeof v.eventId === 'string')
  );
}

// Storage can be missing (private mode), full or hold anything: then nothing is remembered.
function readStored(): Stored | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CHOSEN_COMPETITOR_KEY) ?? 'null');
    return isStored(value) ? value : null;
  } catch {
    return null;
  }
}

/** The competitor `owner` chose last, or null. */
export function readChosenCompetitor(owner: string): ChosenCompetitor | null {
  const stored = readStored();
  if (stored?.owner !== owner) return null;
  return stored.eventId
    ? { userId: stored.userId, eventId: stored.eventId }
    : { userId: stored.userId };
}

/** Remembers the competitor page `owner` opened. */
export function rememberChosenCompetitor(owner: string, chosen: ChosenCompetitor): void {
  const stored: Stored = {
    owner,
    userId: chosen.userId,
    ...(chosen.eventId ? { eventId: chosen.eventId } : {}),
  };
  try {
    localStorage.setItem(CHOSEN_COMPETITOR_KEY, JSON.stringify(stored));
  } catch {
    // Not remembered: /competitor then shows how to choose one.
  }
}

/** Forgets `owner`'s chosen competitor if it is `userId` (who no longer shows a profile). */
export function forgetChosenCompetitor(owner: string, userId: string): void {
  const stored = readStored();
  if (stored?.owner !== owner || stored.userId !== userId) return;
  try {
    localStorage.removeItem(CHOSEN_COMPETITOR_KEY);
  } catch {
    // Nothing to do.
  }
}
