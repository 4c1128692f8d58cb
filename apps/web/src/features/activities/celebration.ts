import type { EventProgress } from '@cc/shared/events/events.schemas';

/** The figures of an event's progress a celebration compares, taken before a save. */
export type ProgressSnapshot = Pick<
  EventProgress,
  'rank' | 'myKm' | 'myMile' | 'challengeKm' | 'percentReached'
>;

/**
 * What the activity form hands /my-activity after a create (router state, issue 27): the
 * saved distance, the figures before the save (null when they could not be read), whether
 * it was the person's first activity in any challenge, and when it was saved, so the page
 * waits for figures fetched after it.
 */
export interface Celebration {
  savedKm: number;
  savedMile: number;
  before: ProgressSnapshot | null;
  isFirstEver: boolean;
  savedAt: number;
}

/** The challenge marks worth a stronger moment, in percent of the target. */
export const MILESTONES = [25, 50, 75, 100] as const;
export type Milestone = (typeof MILESTONES)[number];

/** Which moment a save is, strongest first: it picks the sheet's headline. */
export type Moment = 'first' | 'complete' | 'rankGain' | 'milestone' | 'saved';

export interface CelebrationView {
  moment: Moment;
  /** A bigger headline and a short burst (unless the person asks for reduced motion). */
  isStrong: boolean;
  /** Before and after when the rank changed; `from` is null when there was none before. */
  rankChange: { from: number | null; to: number } | null;
  /** The highest mark the save crossed, if any. */
  milestone: Milestone | null;
}

/** A snapshot of the figures a celebration compares. */
export function snapshotOf(progress: EventProgress): ProgressSnapshot {
  const { rank, myKm, myMile, challengeKm, percentReached } = progress;
  return { rank, myKm, myMile, challengeKm, percentReached };
}

/** The highest of the 25/50/75/100 % marks that lies above `from` and at or below `to`. */
export function crossedMilestone(from: number, to: number): Milestone | null {
  const crossed = MILESTONES.filter((mark) => from < mark && mark <= to);
  return crossed.at(-1) ?? null;
}

/**
 * What a save means, comparing the figures before it with those after: a first activity
 * ever, the challenge reaching its whole target, a rank gained, a 25/50/75 % mark crossed,
 * or simply saved. Rank 0 means no rank yet (no counted activity).
 */
export function describeCelebration(
  celebration: Pick<Celebration, 'before' | 'isFirstEver'>,
  after: Pick<EventProgress, 'rank' | 'percentReached'>,
): CelebrationView {
  const { before, isFirstEver } = celebration;
  const from = before && before.rank > 0 ? before.rank : null;
  const to = after.rank;
  const rankChange = before && to > 0 && from !== to ? { from, to } : null;
  const isRankGain = rankChange !== null && (rankChange.from === null || to < rankChange.from);
  const milestone = before ? crossedMilestone(before.percentReached, after.percentReached) : null;

  const moment: Moment = isFirstEver
    ? 'first'
    : milestone === 100
      ? 'complete'
      : isRankGain
        ? 'rankGain'
        : milestone !== null
          ? 'milestone'
          : 'saved';
  return { moment, isStrong: moment !== 'saved', rankChange, milestone };
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function readSnapshot(value: unknown): ProgressSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const fields = ['rank', 'myKm', 'myMile', 'challengeKm', 'percentReached'] as const;
  return fields.every((key) => isNumber(v[key])) ? (v as unknown as ProgressSnapshot) : null;
}

/**
 * The celebration in a location's state, or null: the state survives a reload and comes
 * back with the browser's history, so it is read defensively.
 */
export function celebrationFromState(state: unknown): Celebration | null {
  if (typeof state !== 'object' || state === null || !('celebration' in state)) return null;
  const c = (state as { celebration: unknown }).celebration;
  if (typeof c !== 'object' || c === null) return null;
  const v = c as Record<string, unknown>;
  if (!isNumber(v.savedKm) || !isNumber(v.savedMile) || !isNumber(v.savedAt)) return null;
  return {
    savedKm: v.savedKm,
    savedMile: v.savedMile,
    savedAt: v.savedAt,
    isFirstEver: v.isFirstEver === true,
    before: readSnapshot(v.before),
  };
}
