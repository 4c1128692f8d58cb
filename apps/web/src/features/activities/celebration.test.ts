import { describe, expect, it } from 'vitest';
import {
  type Celebration,
  celebrationFromState,
  crossedMilestone,
  describeCelebration,
  type ProgressSnapshot,
} from './celebration';

const before = (over: Partial<ProgressSnapshot> = {}): ProgressSnapshot => ({
  rank: 3,
  myKm: 20,
  myMile: 12.4,
  challengeKm: 200,
  percentReached: 40,
  ...over,
});

describe('crossedMilestone', () => {
  it('names the highest mark between the two percentages', () => {
    expect(crossedMilestone(40, 52)).toBe(50);
    expect(crossedMilestone(20, 80)).toBe(75);
    expect(crossedMilestone(99, 130)).toBe(100);
  });

  it('names none when no mark lies between, or when already past it', () => {
    expect(crossedMilestone(51, 60)).toBeNull();
    expect(crossedMilestone(50, 50)).toBeNull();
    expect(crossedMilestone(100, 120)).toBeNull();
  });

  it('counts a mark reached exactly', () => {
    expect(crossedMilestone(24.9, 25)).toBe(25);
  });
});

describe('describeCelebration', () => {
  it('is a plain save without a rank change or a mark', () => {
    expect(
      describeCelebration(
        { before: before(), isFirstEver: false },
        { rank: 3, percentReached: 45 },
      ),
    ).toEqual({ moment: 'saved', isStrong: false, rankChange: null, milestone: null });
  });

  it('celebrates a rank gained, with the rank before and after', () => {
    const view = describeCelebration(
      { before: before(), isFirstEver: false },
      { rank: 2, percentReached: 45 },
    );
    expect(view.moment).toBe('rankGain');
    expect(view.isStrong).toBe(true);
    expect(view.rankChange).toEqual({ from: 3, to: 2 });
  });

  it('reports a rank lost (others logged meanwhile) without calling it a gain', () => {
    const view = describeCelebration(
      { before: before(), isFirstEver: false },
      { rank: 4, percentReached: 45 },
    );
    expect(view.rankChange).toEqual({ from: 3, to: 4 });
    expect(view.moment).toBe('saved');
  });

  it('celebrates a crossed mark of the challenge, and the whole target above a rank gain', () => {
    expect(
      describeCelebration(
        { before: before(), isFirstEver: false },
        { rank: 3, percentReached: 51 },
      ),
    ).toMatchObject({ moment: 'milestone', milestone: 50, isStrong: true });
    expect(
      describeCelebration(
        { before: before({ percentReached: 97 }), isFirstEver: false },
        { rank: 1, percentReached: 101 },
      ),
    ).toMatchObject({ moment: 'complete', milestone: 100, rankChange: { from: 3, to: 1 } });
  });

  it('makes the first activity ever the moment, the rank coming from none', () => {
    const view = describeCelebration(
      { before: before({ rank: 0, myKm: 0, myMile: 0 }), isFirstEver: true },
      { rank: 5, percentReached: 41 },
    );
    expect(view).toEqual({
      moment: 'first',
      isStrong: true,
      rankChange: { from: null, to: 5 },
      milestone: null,
    });
  });

  it('claims no change when the figures before are unknown', () => {
    expect(
      describeCelebration({ before: null, isFirstEver: false }, { rank: 1, percentReached: 90 }),
    ).toEqual({ moment: 'saved', isStrong: false, rankChange: null, milestone: null });
  });
});

describe('celebrationFromState', () => {
  const celebration: Celebration = {
    savedKm: 6.4,
    savedMile: 3.98,
    before: before(),
    isFirstEver: false,
    savedAt: 1_700_000_000_000,
  };

  it('reads the celebration the form put in the location state', () => {
    expect(celebrationFromState({ celebration })).toEqual(celebration);
  });

  it('reads none from an empty or foreign state', () => {
    expect(celebrationFromState(null)).toBeNull();
    expect(celebrationFromState({ other: 1 })).toBeNull();
    expect(celebrationFromState({ celebration: { savedKm: '6.4' } })).toBeNull();
  });

  it('keeps the celebration without figures before when those are malformed', () => {
    expect(celebrationFromState({ celebration: { ...celebration, before: { rank: 1 } } })).toEqual({
      ...celebration,
      before: null,
    });
  });
});
