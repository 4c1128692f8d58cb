import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import type { JobWorker } from '../../platform/jobs';
import { buildAdmin, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { countByUser, notificationsOf, startTestWorker } from './communications.test-support';

/**
 * Type 1001 (rule 21): a participant hears of an event that opens, once, whether it was
 * created visible or made visible later (decision 034).
 */

let t: TestApp;
let worker: JobWorker;
let adminId: string;
let participants: string[];
let inactiveId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
  participants = [(await buildUser(t.db)).id, (await buildUser(t.db)).id];
  inactiveId = (await buildUser(t.db, { status: false })).id;
  worker = startTestWorker(t);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Autumn run',
  startDate: '2030-09-01',
  endDate: '2030-09-30',
  ...overrides,
});

/** Waits until every participant has the event's notification, then answers them. */
async function announcedTo(eventId: string) {
  await waitFor(
    async () => (await notificationsOf(t, eventId, 1001)).length >= participants.length,
    'the announcement',
  );
  return notificationsOf(t, eventId, 1001);
}

/** Waits until the worker has nothing left to do. */
async function queueEmpty() {
  await waitFor(
    async () =>
      (
        await t.db
          .select()
          .from(jobs)
          .where(inArray(jobs.state, ['queued', 'running']))
      ).length === 0,
    'an empty queue',
  );
}

describe('announcing an event that opens (type 1001)', () => {
  it('tells every active participant of a new visible event once, with its name', async () => {
    const res = await callAs(t, adminId, 'POST', '/api/events', eventBody());
    expect(res.statusCode).toBe(201);
    const eventId = res.json()._id;

    const got = await announcedTo(eventId);
    await queueEmpty();
    expect(Object.fromEntries(countByUser(await notificationsOf(t, eventId, 1001)))).toEqual(
      Object.fromEntries(participants.map((id) => [id, 1])),
    );
    expect(got.map((n) => n.message)).toEqual(['Autumn run', 'Autumn run']);
    expect(got.some((n) => n.userId === inactiveId || n.userId === adminId)).toBe(false);
  });

  it('tells nobody of a hidden event, then everyone once when it becomes visible, however often', async () => {
    const res = await callAs(t, adminId, 'POST', '/api/events', eventBody({ status: 0 }));
    const eventId = res.json()._id;
    await queueEmpty();
    expect(await notificationsOf(t, eventId, 1001)).toEqual([]);

    await callAs(t, adminId, 'PATCH', `/api/events/${eventId}`, { status: 1 });
    await announcedTo(eventId);
    await queueEmpty();
    await callAs(t, adminId, 'PATCH', `/api/events/${eventId}`, { status: 0 });
    await callAs(t, adminId, 'PATCH', `/api/events/${eventId}`, { status: 1 });
    await callAs(t, adminId, 'PATCH', `/api/events/${eventId}`, { name: 'Renamed' });
    await queueEmpty();

    const counts = countByUser(await notificationsOf(t, eventId, 1001));
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(participants.map((id) => [id, 1])),
    );
  });
});

describe('the announcement in each participant’s language (decision 075)', () => {
  it("names the event in the participant's language, else the other, else its single name", async () => {
    const germanId = (await buildUser(t.db, { language: 'DE' })).id;
    participants.push(germanId);
    const res = await callAs(
      t,
      adminId,
      'POST',
      '/api/events',
      eventBody({ names: { de: 'Herbstlauf', en: 'Autumn Run' } }),
    );
    const eventId = res.json()._id;
    await announcedTo(eventId);
    await queueEmpty();
    const byUser = Object.fromEntries(
      (await notificationsOf(t, eventId, 1001)).map((n) => [n.userId, n.message]),
    );
    expect(byUser).toEqual({
      [participants[0]!]: 'Autumn Run',
      [participants[1]!]: 'Autumn Run',
      [germanId]: 'Herbstlauf',
    });

    const onlyGerman = await callAs(
      t,
      adminId,
      'POST',
      '/api/events',
      eventBody({ names: { de: 'Nur Deutsch' } }),
    );
    await announcedTo(onlyGerman.json()._id);
    await queueEmpty();
    const messages = (await notificationsOf(t, onlyGerman.json()._id, 1001)).map((n) => n.message);
    expect(new Set(messages)).toEqual(new Set(['Nur Deutsch']));
  });
});
