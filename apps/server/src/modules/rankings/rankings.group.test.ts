import { dayIn } from '@cc/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ranked } from './rankings.test-support';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

/**
 * An event of staff and customers in two countries: staff Anna (DE) 50 km, Berta (AT)
 * 30 km, Carla (DE, Private) 20 km; customers Dora (DE) 40 km, Emil (AT) 10 km.
 */
async function mixedEvent() {
  const event = await buildEvent(t.db, today);
  const people = {
    anna: await buildUser(t.db, {
      firstName: 'Anna',
      lastName: 'Lauf',
      userType: 'Staff',
      country: 'DE',
    }),
    berta: await buildUser(t.db, {
      firstName: 'Berta',
      lastName: 'Lauf',
      userType: 'Staff',
      country: 'AT',
    }),
    carla: await buildUser(t.db, {
      firstName: 'Carla',
      lastName: 'Lauf',
      userType: 'Staff',
      country: 'DE',
      activityShare: 'Private',
    }),
    dora: await buildUser(t.db, {
      firstName: 'Dora',
      lastName: 'Lauf',
      userType: 'Customer',
      country: 'DE',
    }),
    emil: await buildUser(t.db, {
      firstName: 'Emil',
      lastName: 'Lauf',
      userType: 'Customer',
      country: 'AT',
    }),
  };
  const km = { anna: 500, berta: 300, carla: 200, dora: 400, emil: 100 };
  for (const [name, user] of Object.entries(people)) {
    await joinEvent(t.db, event.id, user.id, { km: km[name as keyof typeof km], count: 1 });
  }
  return { event, ...people };
}

const get = (userId: string, path: string) => callAs(t, userId, 'GET', path);

describe('rankings within a group', () => {
  it('ranks only the members of a user type, a country, or both, with the same paging', async () => {
    const { event, berta } = await mixedEvent();
    const base = `/api/activities/ranking/all?event_id=${event.id}`;

    const staff = (await get(berta.id, `${base}&userType=Staff`)).json();
    expect(ranked(staff)).toEqual([
      [1, 'Anna Lauf'],
      [2, 'Berta Lauf'],
      [3, 'anonymous'],
    ]);
    expect(staff).toMatchObject({ totalDocs: 3, totalPages: 1 });

    const second = (await get(berta.id, `${base}&country=de&limit=1&page=2`)).json();
    expect(ranked(second)).toEqual([[2, 'Dora Lauf']]);
    expect(second).toMatchObject({ totalDocs: 3, totalPages: 3, hasNextPage: true });

    const both = (await get(berta.id, `${base}&userType=Staff&country=DE&order=-1`)).json();
    expect(ranked(both)).toEqual([
      [2, 'anonymous'],
      [1, 'Anna Lauf'],
    ]);
  });

  it('tells my place, size and total within my group, and rank 0 in a group I am not in', async () => {
    const { event, berta } = await mixedEvent();
    const me = (
      await get(berta.id, `/api/activities/ranking/me?event_id=${event.id}&userType=Staff`)
    ).json();
    expect(me).toMatchObject({ rank: 2, totalMember: 3, totalMemberRunKm: 100, distanceKm: 30 });
    const country = (
      await get(berta.id, `/api/activities/ranking/me?event_id=${event.id}&country=AT`)
    ).json();
    expect(country).toMatchObject({ rank: 1, totalMember: 2, totalMemberRunKm: 40 });
    const other = (
      await get(berta.id, `/api/activities/ranking/me?event_id=${event.id}&userType=Customer`)
    ).json();
    expect(other).toMatchObject({ rank: 0, totalMember: 2, totalMemberRunKm: 50, distanceKm: 30 });
  });

  it('searches within a group with ranks in it, never finding a Private member', async () => {
    const { event, dora } = await mixedEvent();
    const found = (
      await get(
        dora.id,
        `/api/activities/ranking/all/search?event_id=${event.id}&name=lauf&userType=Staff`,
      )
    ).json();
    expect(ranked(found)).toEqual([
      [1, 'Anna Lauf'],
      [2, 'Berta Lauf'],
    ]);
    const both = (
      await get(
        dora.id,
        `/api/activities/ranking/all/search?event_id=${event.id}&name=lauf&userType=Staff&country=AT`,
      )
    ).json();
    expect(ranked(both)).toEqual([[1, 'Berta Lauf']]);
  });

  it('answers a clear 400 for a user type or country it does not know', async () => {
    const { event, anna } = await mixedEvent();
    const res = await get(
      anna.id,
      `/api/activities/ranking/all?event_id=${event.id}&userType=Boss&country=XX`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: {
        msg: 'VALIDATION_FAILED',
        fields: { userType: ['USER_TYPE_INVALID'], country: ['COUNTRY_INVALID'] },
      },
    });
  });
});
