import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventQuery, type ReportPeople, seedReportPeople } from './reports.test-support';

let t: TestApp;
let seed: ReportPeople;
beforeAll(async () => {
  t = await createTestApp();
  seed = await seedReportPeople(t);
});
afterAll(() => t.close());

const unknownEventId = '01a1fe05-0000-7000-8000-000000000000';

function asAdmin(url: string) {
  return callAs(t, seed.admin.id, 'GET', url);
}

/** A summary row: counts per user type, the row total and the km (null for type 1). */
function counts(
  Customer: number,
  Staff: number,
  Supplier: number,
  Family: number,
  km: number | null = null,
) {
  return { Customer, Staff, Supplier, Family, total: Customer + Staff + Supplier + Family, km };
}

describe('GET /api/users/report/countryAndType', () => {
  it('type 1 counts every verified participant per country and user type, with totals and no km', async () => {
    const res = await asAdmin('/api/users/report/countryAndType?type=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      docs: [
        { _id: 'AT', ...counts(0, 1, 1, 1) },
        { _id: 'CH', ...counts(1, 0, 0, 0) },
        { _id: 'DE', ...counts(1, 2, 0, 1) },
      ],
      totals: counts(2, 3, 1, 2),
    });
  });

  it("type 2 counts the event's participants, with or without an activity, and their km in it", async () => {
    const res = await asAdmin(`/api/users/report/countryAndType?${eventQuery(2, seed.eventE)}`);
    expect(res.json()).toEqual({
      docs: [
        { _id: 'AT', ...counts(0, 1, 1, 0, 23) },
        { _id: 'CH', ...counts(1, 0, 0, 0, 7.3) },
        { _id: 'DE', ...counts(1, 2, 0, 0, 17.5) },
      ],
      totals: counts(2, 3, 1, 0, 47.8),
    });
  });

  it.each([3, 4])(
    'type %i counts only the participants with an activity, with their km',
    async (type) => {
      const res = await asAdmin(
        `/api/users/report/countryAndType?${eventQuery(type, seed.eventE)}`,
      );
      expect(res.json()).toEqual({
        docs: [
          { _id: 'AT', ...counts(0, 1, 1, 0, 23) },
          { _id: 'CH', ...counts(1, 0, 0, 0, 7.3) },
          { _id: 'DE', ...counts(1, 1, 0, 0, 17.5) },
        ],
        totals: counts(2, 2, 1, 0, 47.8),
      });
    },
  );

  it('reads only the chosen event, its km too', async () => {
    const res = await asAdmin(`/api/users/report/countryAndType?type=2&eventId=${seed.eventF.id}`);
    expect(res.json()).toEqual({
      docs: [
        { _id: 'AT', ...counts(0, 0, 0, 1, 4) },
        { _id: 'DE', ...counts(0, 1, 0, 0, 1) },
      ],
      totals: counts(0, 1, 0, 1, 5),
    });
  });
});

describe('GET /api/users/report/countryAndTypeDetails', () => {
  const names = (body: { docs: Array<{ firstName: string; lastName: string }> }) =>
    body.docs.map((d) => `${d.firstName} ${d.lastName}`);
  const detail = (query: string) =>
    asAdmin(`/api/users/report/countryAndTypeDetails?${query}`).then((r) => r.json());

  it('lists the people of one cell, sorted by last name and first name', async () => {
    const body = await detail(`${eventQuery(2, seed.eventE)}&country=DE&userType=Staff`);
    expect(names(body)).toEqual(['Anna Abel', 'Zoe Abel']);
    expect(body.totalDocs).toBe(2);
    const { anna } = seed.people;
    expect(body.docs[0]).toEqual({
      _id: anna.id,
      firstName: 'Anna',
      lastName: 'Abel',
      displayName: anna.displayName,
      email: anna.email,
      country: 'DE',
      userType: 'Staff',
      company: null,
      teamName: null,
      totalDistance: null,
    });
  });

  it('lists a row total (country only) and a column total (user type only)', async () => {
    expect(names(await detail(`${eventQuery(2, seed.eventE)}&country=at`))).toEqual([
      'Ben Bauer',
      'Fay Fischer',
    ]);
    expect(names(await detail(`${eventQuery(2, seed.eventE)}&userType=Customer`))).toEqual([
      'Max Müller',
      '=HYPERLINK("http://evil.example","x") Weber',
    ]);
    expect(names(await detail('type=1&userType=Family'))).toEqual(['Kai Klein', 'Eda Özdemir']);
  });

  it('lists everyone of the report, paged', async () => {
    const query = eventQuery(2, seed.eventE);
    const first = await detail(`${query}&limit=4`);
    expect(names(first)).toEqual(['Anna Abel', 'Zoe Abel', 'Ben Bauer', 'Fay Fischer']);
    expect(first).toMatchObject({
      totalDocs: 6,
      page: 1,
      limit: 4,
      totalPages: 2,
      hasNextPage: true,
    });
    const second = await detail(`${query}&limit=4&page=2`);
    expect(names(second)).toEqual(['Max Müller', '=HYPERLINK("http://evil.example","x") Weber']);
    expect(second).toMatchObject({ totalDocs: 6, page: 2, totalPages: 2, hasNextPage: false });
    expect((await detail('type=1')).totalDocs).toBe(8);
  });

  it('gives each person their total distance in km for type 4 only, with the team', async () => {
    const four = await detail(eventQuery(4, seed.eventE));
    expect(
      four.docs.map((d: { lastName: string; totalDistance: number }) => [
        d.lastName,
        d.totalDistance,
      ]),
    ).toEqual([
      ['Abel', 12.5],
      ['Bauer', 20],
      ['Fischer', 3],
      ['Müller', 5],
      ['Weber', 7.3],
    ]);
    expect(four.docs.at(-1).teamName).toBe('+Runners');
    const three = await detail(eventQuery(3, seed.eventE));
    expect(three.totalDocs).toBe(5);
    expect(three.docs.every((d: { totalDistance: null }) => d.totalDistance === null)).toBe(true);
  });
});

const reportRoutes = [
  '/api/users/report/countryAndType',
  '/api/users/report/countryAndTypeDetails',
  '/api/users/report/countryAndType/download',
  '/api/users/report/countryAndTypeDetails/download',
];

describe('report validation', () => {
  it.each(reportRoutes)('%s refuses an event for type 1 and requires one for 2-4', async (url) => {
    const withEvent = await asAdmin(`${url}?type=1&eventId=${seed.eventE.id}`);
    expect(withEvent.statusCode).toBe(400);
    expect(withEvent.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { eventId: ['INVALID'] } },
    });
    for (const type of [2, 3, 4]) {
      const without = await asAdmin(`${url}?type=${type}`);
      expect(without.json()).toEqual({
        errors: { msg: 'VALIDATION_FAILED', fields: { eventId: ['REQUIRED'] } },
      });
    }
  });

  it.each(reportRoutes)('%s refuses an unknown type and an unknown event', async (url) => {
    for (const type of ['5', '0', 'x', '']) {
      const res = await asAdmin(`${url}?type=${type}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.fields.type).toEqual(['INVALID']);
    }
    const unknown = await asAdmin(`${url}?type=2&eventId=${unknownEventId}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });

  it('refuses an unknown user type and a country that is no code', async () => {
    const res = await asAdmin(
      '/api/users/report/countryAndTypeDetails?type=1&userType=Alien&country=Germany',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ userType: ['INVALID'], country: ['INVALID'] });
  });
});

describe('report access', () => {
  it.each(reportRoutes)(
    '%s refuses anonymous callers (401) and participants (403)',
    async (url) => {
      const anonymous = await t.app.inject({ method: 'GET', url: `${url}?type=1` });
      expect(anonymous.statusCode).toBe(401);
      const participant = await callAs(t, seed.people.anna.id, 'GET', `${url}?type=1`);
      expect(participant.statusCode).toBe(403);
      expect(participant.json()).toEqual({ errors: { msg: 'FORBIDDEN' } });
    },
  );

  it('does not take the report paths for GET /api/users/:id, nor that route for them', async () => {
    const report = await asAdmin('/api/users/report/countryAndType?type=1');
    expect(report.json()).toHaveProperty('totals');
    const one = await asAdmin(`/api/users/${seed.people.kai.id}`);
    expect(one.json()).toMatchObject({ _id: seed.people.kai.id, lastName: 'Klein' });
  });
});
