import { describe, expect, it } from 'vitest';
import {
  type CheckedEntry,
  checkEntry,
  type EntryFacts,
  FAIR_PLAY_DEFAULTS,
  statusAfterEdit,
  statusAfterReview,
  statusOfFlags,
} from './fair-play.rules';

/** A 10 km run today with no duration, no photos and nothing else that day. */
function entry(overrides: Partial<CheckedEntry> = {}): CheckedEntry {
  return {
    date: '2026-11-20',
    distanceKmTenths: 100,
    durationMinutes: null,
    speedType: 'running',
    enteredOn: '2026-11-20',
    photoCaptureDays: [],
    ...overrides,
  };
}

const none: EntryFacts = {
  sameDayOtherKmTenths: 0,
  medianKmTenths: null,
  duplicateOfId: null,
  photoReusedFromId: null,
};

const rulesOf = (e: CheckedEntry, facts: EntryFacts = none, settings = FAIR_PLAY_DEFAULTS) =>
  checkEntry(e, facts, settings).map((f) => f.rule);

describe('fair play checks (decision 071 defaults)', () => {
  it('raises nothing for an ordinary run', () => {
    expect(rulesOf(entry())).toEqual([]);
  });

  it('flags a day just over 50 km, counting the other entries of that day, and not at 50', () => {
    expect(
      rulesOf(entry({ distanceKmTenths: 300 }), { ...none, sameDayOtherKmTenths: 200 }),
    ).toEqual([]);
    expect(
      checkEntry(
        entry({ distanceKmTenths: 301 }),
        { ...none, sameDayOtherKmTenths: 200 },
        FAIR_PLAY_DEFAULTS,
      ),
    ).toEqual([{ rule: 'dailyFlag', value: 50.1, limit: 50 }]);
  });

  it('holds a day just over 100 km instead of flagging it, and only flags at 100', () => {
    expect(rulesOf(entry({ distanceKmTenths: 1000 }))).toEqual(['dailyFlag']);
    expect(rulesOf(entry({ distanceKmTenths: 1001 }))).toEqual(['dailyHold']);
  });

  it('flags a speed over the limit of the owner’s activity type, only with a duration', () => {
    // 20 km in 60 minutes is 20 km/h: the running limit itself passes.
    expect(rulesOf(entry({ distanceKmTenths: 200, durationMinutes: 60 }))).toEqual([]);
    expect(rulesOf(entry({ distanceKmTenths: 201, durationMinutes: 60 }))).toEqual(['speed']);
    expect(
      rulesOf(entry({ distanceKmTenths: 90, durationMinutes: 60, speedType: 'walking' })),
    ).toEqual([]);
    expect(
      rulesOf(entry({ distanceKmTenths: 91, durationMinutes: 60, speedType: 'walking' })),
    ).toEqual(['speed']);
    expect(
      rulesOf(entry({ distanceKmTenths: 81, durationMinutes: 60, speedType: 'hiking' })),
    ).toEqual(['speed']);
    expect(rulesOf(entry({ distanceKmTenths: 400 }))).toEqual([]);
  });

  it('flags an entry made more than 7 days after its date, not 7', () => {
    expect(rulesOf(entry({ date: '2026-11-13', enteredOn: '2026-11-20' }))).toEqual([]);
    expect(
      checkEntry(entry({ date: '2026-11-12', enteredOn: '2026-11-20' }), none, FAIR_PLAY_DEFAULTS),
    ).toEqual([{ rule: 'lateEntry', value: 8, limit: 7 }]);
  });

  it('flags an outlier over 3 times the median and over 15 km, not either alone', () => {
    const median = { ...none, medianKmTenths: 50 };
    expect(rulesOf(entry({ distanceKmTenths: 150 }), median)).toEqual([]);
    expect(rulesOf(entry({ distanceKmTenths: 151 }), median)).toEqual(['outlier']);
    // Over 3 times a 2 km median, but not over 15 km.
    expect(rulesOf(entry({ distanceKmTenths: 140 }), { ...none, medianKmTenths: 20 })).toEqual([]);
    // Without a median (too few other entries) there is no reference.
    expect(rulesOf(entry({ distanceKmTenths: 400 }))).toEqual([]);
  });

  it('flags a duplicate and a reused photo, naming the other activity, unless switched off', () => {
    const facts = { ...none, duplicateOfId: 'a-1', photoReusedFromId: 'a-2' };
    expect(checkEntry(entry(), facts, FAIR_PLAY_DEFAULTS)).toEqual([
      { rule: 'duplicate', value: 10, limit: null, relatedActivityId: 'a-1' },
      { rule: 'photoReuse', value: null, limit: null, relatedActivityId: 'a-2' },
    ]);
    const off = { ...FAIR_PLAY_DEFAULTS, checkDuplicates: false, checkPhotoReuse: false };
    expect(rulesOf(entry(), facts, off)).toEqual([]);
  });

  it('flags a photo taken more than a day from the activity’s date, not a day', () => {
    expect(rulesOf(entry({ photoCaptureDays: ['2026-11-19', '2026-11-21'] }))).toEqual([]);
    expect(
      checkEntry(
        entry({ photoCaptureDays: ['2026-11-19', '2026-11-22'] }),
        none,
        FAIR_PLAY_DEFAULTS,
      ),
    ).toEqual([{ rule: 'photoDate', value: 2, limit: 1, capturedOn: '2026-11-22' }]);
    expect(
      rulesOf(entry({ photoCaptureDays: ['2026-11-01'] }), none, {
        ...FAIR_PLAY_DEFAULTS,
        checkPhotoDate: false,
      }),
    ).toEqual([]);
  });

  it('checks nothing while the event’s checks are off', () => {
    expect(
      rulesOf(entry({ distanceKmTenths: 5000 }), none, { ...FAIR_PLAY_DEFAULTS, enabled: false }),
    ).toEqual([]);
  });
});

describe('review statuses', () => {
  it('holds on a hold rule, flags on any other flag, else ok', () => {
    expect(statusOfFlags([])).toBe('ok');
    expect(statusOfFlags([{ rule: 'speed', value: 25, limit: 20 }])).toBe('flagged');
    expect(
      statusOfFlags([
        { rule: 'speed', value: 25, limit: 20 },
        { rule: 'dailyHold', value: 120, limit: 100 },
      ]),
    ).toBe('held');
  });

  it('keeps an excluded activity excluded through edits, and an approved one while it raises nothing', () => {
    const speed = [{ rule: 'speed' as const, value: 25, limit: 20 }];
    expect(statusAfterEdit('excluded', [])).toBe('excluded');
    expect(statusAfterEdit('approved', [])).toBe('approved');
    expect(statusAfterEdit('approved', speed)).toBe('flagged');
    expect(statusAfterEdit('held', [])).toBe('ok');
    expect(statusAfterEdit('flagged', speed)).toBe('flagged');
  });

  it('allows only the review actions that apply to a status', () => {
    expect(statusAfterReview('held', 'approve')).toBe('approved');
    expect(statusAfterReview('flagged', 'exclude')).toBe('excluded');
    expect(statusAfterReview('excluded', 'reinstate')).toBe('approved');
    expect(statusAfterReview('excluded', 'approve')).toBeNull();
    expect(statusAfterReview('excluded', 'exclude')).toBeNull();
    expect(statusAfterReview('approved', 'approve')).toBeNull();
    expect(statusAfterReview('flagged', 'reinstate')).toBeNull();
  });
});
