import { FAIR_PLAY_DEFAULTS } from '@cc/shared/fair-play/fair-play.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { buildAdmin, buildEvent, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

/** An event's fair play settings (issue 25, decision 071): defaults, saving, refusals. */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
});
afterAll(() => t.close());

const path = (eventId: string) => `/api/events/${eventId}/fairPlay`;

describe('GET and PUT /api/events/:id/fairPlay', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const first = await callAs(t, adminId, 'GET', path(event.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      eventId: event.id,
      settings: FAIR_PLAY_DEFAULTS,
      isDefault: true,
    });
    const changed = {
      ...FAIR_PLAY_DEFAULTS,
      dailyFlagKm: 42,
      speedFlagKmh: { walking: 8, hiking: 7, running: 18 },
    };
    const saved = await callAs(t, adminId, 'PUT', path(event.id), changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await callAs(t, adminId, 'GET', path(event.id))).json()).toEqual({
      eventId: event.id,
      settings: changed,
      isDefault: false,
    });
  });

  it('refuses thresholds out of range and a hold below the flag, field by field', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const res = await callAs(t, adminId, 'PUT', path(event.id), {
      ...FAIR_PLAY_DEFAULTS,
      dailyFlagKm: 0,
      lateEntryDays: 2.5,
      outlierFactor: 1,
      speedFlagKmh: { walking: 9, hiking: 8, running: 'fast' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({
      dailyFlagKm: ['THRESHOLD_INVALID'],
      lateEntryDays: ['THRESHOLD_INVALID'],
      outlierFactor: ['THRESHOLD_INVALID'],
      'speedFlagKmh.running': ['THRESHOLD_INVALID'],
    });
    const below = await callAs(t, adminId, 'PUT', path(event.id), {
      ...FAIR_PLAY_DEFAULTS,
      dailyFlagKm: 80,
      dailyHoldKm: 60,
    });
    expect(below.json().errors.fields).toEqual({ dailyHoldKm: ['HOLD_BELOW_FLAG'] });
  });

  it('is for administrators only, and NOT_FOUND for an unknown event', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const participant = await buildUser(t.db);
    expect((await callAs(t, participant.id, 'GET', path(event.id))).statusCode).toBe(403);
    expect(
      (await callAs(t, participant.id, 'PUT', path(event.id), FAIR_PLAY_DEFAULTS)).statusCode,
    ).toBe(403);
    expect((await callAs(t, adminId, 'GET', path(newId()))).statusCode).toBe(404);
    expect((await callAs(t, adminId, 'PUT', path(newId()), FAIR_PLAY_DEFAULTS)).statusCode).toBe(
      404,
    );
  });
});
