import {
  buildAdmin,
  buildEvent,
  buildTeam,
  buildUser,
  type EventRow,
  joinEvent,
  type UserRow,
} from '../../test/factories';
import { dayFromToday, type TestApp } from '../../test/test-app';

/**
 * The people of the report tests, with what each report type should count (rule 23):
 *
 * | who          | country | type     | event E (km, activities) | counted in |
 * |--------------|---------|----------|--------------------------|------------|
 * | Anna Abel    | DE      | Staff    | 12.5 km, 3               | 1 2 3 4    |
 * | Zoe Abel     | DE      | Staff    | joined, none             | 1 2        |
 * | Max Müller   | DE      | Customer | 5 km, 1                  | 1 2 3 4    |
 * | Ben Bauer    | AT      | Supplier | 20 km, 2                 | 1 2 3 4    |
 * | Eda Özdemir  | AT      | Family   | (event F only)           | 1          |
 * | =HYPERLINK Weber | CH  | Customer | 7.3 km, 1 (team +Runners)| 1 2 3 4    |
 * | Kai Klein    | DE      | Family   | no event                 | 1          |
 * | Fay Fischer  | AT      | Staff    | 3 km, 1, deactivated     | 1 2 3 4    |
 *
 * Never counted, though in event E with activities: an administrator, an unverified
 * participant and an account without a user type.
 */
export async function seedReportPeople(t: TestApp) {
  const today = dayFromToday(t);
  const eventE = await buildEvent(t.db, today, { name: 'Köln läuft 2026' });
  const eventF = await buildEvent(t.db, today, { name: 'Other run' });
  const runners = await buildTeam(t.db, { name: '+Runners' });
  const person = (overrides: Partial<UserRow>) => buildUser(t.db, overrides);
  const anna = await person({ firstName: 'Anna', lastName: 'Abel', country: 'DE' });
  const zoe = await person({ firstName: 'Zoe', lastName: 'Abel', country: 'DE' });
  const max = await person({
    firstName: 'Max',
    lastName: 'Müller',
    country: 'DE',
    userType: 'Customer',
    company: 'ACME',
  });
  const ben = await person({
    firstName: 'Ben',
    lastName: 'Bauer',
    country: 'AT',
    userType: 'Supplier',
  });
  const eda = await person({
    firstName: 'Eda',
    lastName: 'Özdemir',
    country: 'AT',
    userType: 'Family',
  });
  const weber = await person({
    firstName: '=HYPERLINK("http://evil.example","x")',
    lastName: 'Weber',
    country: 'CH',
    userType: 'Customer',
    teamId: runners.id,
  });
  const kai = await person({
    firstName: 'Kai',
    lastName: 'Klein',
    country: 'DE',
    userType: 'Family',
  });
  const fay = await person({
    firstName: 'Fay',
    lastName: 'Fischer',
    country: 'AT',
    status: false,
  });
  await joinEvent(t.db, eventE.id, anna.id, { km: 125, count: 3 });
  await joinEvent(t.db, eventE.id, zoe.id);
  await joinEvent(t.db, eventE.id, max.id, { km: 50, count: 1 });
  await joinEvent(t.db, eventE.id, ben.id, { km: 200, count: 2 });
  await joinEvent(t.db, eventE.id, weber.id, { km: 73, count: 1 });
  await joinEvent(t.db, eventE.id, fay.id, { km: 30, count: 1 });
  await joinEvent(t.db, eventF.id, eda.id, { km: 40, count: 1 });
  await joinEvent(t.db, eventF.id, anna.id, { km: 10, count: 1 });

  const admin = await buildAdmin(t.db, { country: 'DE' });
  const unverified = await person({ country: 'DE', userType: 'Customer', verifiedAt: null });
  const untyped = await person({ country: 'DE', userType: null });
  for (const outsider of [admin, unverified, untyped]) {
    await joinEvent(t.db, eventE.id, outsider.id, { km: 99, count: 2 });
  }
  return {
    eventE,
    eventF,
    admin,
    people: { anna, zoe, max, ben, eda, weber, kai, fay },
  };
}

export type ReportPeople = Awaited<ReturnType<typeof seedReportPeople>>;

/** The event a report of `type` is about in the seed: none for type 1, event E otherwise. */
export function eventQuery(type: number, eventE: EventRow) {
  return type === 1 ? `type=1` : `type=${type}&eventId=${eventE.id}`;
}
