import { describe, expect, it } from 'vitest';
import {
  activityKeys,
  eventKeys,
  feedKeys,
  friendKeys,
  notificationKeys,
  profileKeys,
  rankingKeys,
  settingsKeys,
  teamKeys,
} from '../entities/query-keys';
import { buildMyEvent, buildPage, buildProfile } from '../test/factories';
import { mockFetch } from '../test/fetch-mock';
import { eventsToWarm, MAX_WARMED_EVENTS, warmOfflineReads } from './offline-reads';
import { createQueryClient } from './query-client';

/** Runs the plan with every read fetched at once, as the warm-up does with none kept yet. */
async function warmAll(queryClient = createQueryClient()) {
  await warmOfflineReads(
    (reads) => Promise.all(reads.map((read) => read.fetch(queryClient))).then(() => undefined),
    queryClient,
  );
  return queryClient;
}

describe('what a participant keeps for offline use', () => {
  it('fills the queries the participant screens read, under their keys', async () => {
    mockFetch({
      'GET /api/profile': { body: buildProfile({ firstName: 'Wanda' }) },
      'GET /api/profile/events': {
        body: buildPage([buildMyEvent({ _id: 'event-1', state: 'running' })]),
      },
    });
    const queryClient = await warmAll();

    // Fetched, answered or not (unknown paths answer 404 here): each one's screen reads this key.
    const fetched = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey))
      .sort();
    expect(fetched).toEqual(
      [
        profileKeys.me(),
        eventKeys.mine(),
        settingsKeys.all(),
        feedKeys.list('all'),
        feedKeys.list('friends'),
        feedKeys.notice(),
        notificationKeys.list(),
        notificationKeys.unread(),
        friendKeys.mine(),
        friendKeys.requests('waiting'),
        friendKeys.requests('sending'),
        eventKeys.open(),
        teamKeys.list(),
        activityKeys.progress('event-1'),
        activityKeys.mine('event-1'),
        rankingKeys.participants('all', 'event-1'),
        rankingKeys.participants('friends', 'event-1'),
        rankingKeys.mine('event-1'),
        rankingKeys.teams('event-1'),
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
    expect(queryClient.getQueryData(profileKeys.me())).toMatchObject({ firstName: 'Wanda' });
  });

  it('reads no event’s data when my events cannot be read', async () => {
    const calls = mockFetch({ 'GET /api/profile/events': { status: 500, body: {} } });
    await warmAll();
    expect(calls.map((c) => c.path)).not.toContain('/api/profile/myActivities');
    expect(calls.some((c) => c.path.startsWith('/api/activities/ranking'))).toBe(false);
  });

  it('keeps the running events and the one the ranking opens first, at most five', () => {
    const event = (id: string, state: 'upcoming' | 'running' | 'ended', endDate: string) =>
      buildMyEvent({ _id: id, state, endDate });
    expect(
      eventsToWarm([
        event('ended-old', 'ended', '2026-01-31'),
        event('running', 'running', '2026-06-30'),
        event('upcoming-latest', 'upcoming', '2026-12-31'),
        event('ended-recent', 'ended', '2026-05-31'),
      ]),
    ).toEqual(['upcoming-latest', 'running']);
    expect(eventsToWarm([event('ended', 'ended', '2026-05-31')])).toEqual(['ended']);
    expect(eventsToWarm([])).toEqual([]);

    const many = Array.from({ length: 8 }, (_, i) =>
      event(`running-${i}`, 'running', `2026-0${i + 1}-28`),
    );
    expect(eventsToWarm(many)).toHaveLength(MAX_WARMED_EVENTS);
    expect(eventsToWarm(many)).toEqual([
      'running-7',
      'running-6',
      'running-5',
      'running-4',
      'running-3',
    ]);
  });
});
