import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotices } from '../../db/schema';
import { authHeader, buildAdmin, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminHeaders: { authorization: string };
let userHeaders: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = await authHeader(t.db, (await buildAdmin(t.db)).id);
  userHeaders = await authHeader(t.db, (await buildUser(t.db)).id);
});
afterAll(() => t.close());

const unknownId = '01a1fe05-0000-7000-8000-000000000000';

function call(
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const read = (headers: Record<string, string>) =>
  call(headers, 'GET', '/api/activities/newFeedsAdmin');

describe('the pinned feed notice', () => {
  it('is created, replaced, changed and deleted by an administrator, one record at a time', async () => {
    expect((await read(userHeaders)).json()).toEqual({ docs: [] });

    const first = await call(adminHeaders, 'POST', '/api/activities/adminCreate', {
      title: ' Welcome ',
      notice: ' Run for a good cause ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      _id: expect.any(String),
      title: 'Welcome',
      notice: 'Run for a good cause',
      updatedAt: expect.any(String),
    });
    expect((await read(userHeaders)).json()).toEqual({ docs: [first.json()] });
    expect((await read(adminHeaders)).json()).toEqual({ docs: [first.json()] });

    const second = await call(adminHeaders, 'POST', '/api/activities/adminCreate', {
      notice: 'Second notice',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ title: '', notice: 'Second notice' });
    const rows = await t.db.select().from(adminNotices);
    expect(rows.map((r) => r.id)).toEqual([second.json()._id]);

    const id = second.json()._id;
    const changed = await call(adminHeaders, 'PATCH', `/api/activities/adminUpdate/${id}`, {
      title: 'Changed',
      notice: 'Changed notice',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ _id: id, title: 'Changed', notice: 'Changed notice' });
    const [stored] = await t.db.select().from(adminNotices).where(eq(adminNotices.id, id));
    expect(stored).toMatchObject({ title: 'Changed', notice: 'Changed notice' });

    const deleted = await call(adminHeaders, 'DELETE', `/api/activities/adminDelete/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ msg: 'DELETED' });
    expect(await t.db.select().from(adminNotices)).toEqual([]);
    expect((await read(userHeaders)).json()).toEqual({ docs: [] });
  });

  it('keeps one record when two administrators create at once', async () => {
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((notice) =>
        call(adminHeaders, 'POST', '/api/activities/adminCreate', { notice }),
      ),
    );
    for (const res of answers) expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(adminNotices)).toHaveLength(1);
  });

  it('answers NOT_FOUND to a change or deletion of an unknown notice', async () => {
    const patch = await call(adminHeaders, 'PATCH', `/api/activities/adminUpdate/${unknownId}`, {
      notice: 'x',
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    const del = await call(adminHeaders, 'DELETE', `/api/activities/adminDelete/${unknownId}`);
    expect(del.statusCode).toBe(404);
  });

  it.each([
    [{ title: 'x' }, { notice: ['NOTICE_REQUIRED'] }],
    [{ notice: '   ' }, { notice: ['NOTICE_REQUIRED'] }],
    [{ notice: 'x'.repeat(201) }, { notice: ['TOO_LONG'] }],
    [{ notice: 'x', title: 'x'.repeat(101) }, { title: ['TOO_LONG'] }],
    [{ notice: 'x', color: 'red' }, { color: ['UNKNOWN_FIELD'] }],
  ])('refuses the body %j with %j', async (payload, fields) => {
    const before = await t.db.select().from(adminNotices);
    const create = await call(adminHeaders, 'POST', '/api/activities/adminCreate', payload);
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ errors: { msg: 'VALIDATION_FAILED', fields } });
    expect(await t.db.select().from(adminNotices)).toEqual(before);
  });

  it('accepts a notice of exactly 200 characters', async () => {
    const res = await call(adminHeaders, 'POST', '/api/activities/adminCreate', {
      notice: 'x'.repeat(200),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['POST', '/api/activities/adminCreate', { notice: 'x' }],
    ['PATCH', `/api/activities/adminUpdate/${unknownId}`, { notice: 'x' }],
    ['DELETE', `/api/activities/adminDelete/${unknownId}`, undefined],
  ] as const)(
    '%s %s refuses a participant (403) and changes nothing',
    async (method, url, body) => {
      await call(adminHeaders, 'POST', '/api/activities/adminCreate', { notice: 'kept' });
      const res = await call(userHeaders, method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: { msg: 'FORBIDDEN' } });
      const rows = await t.db.select().from(adminNotices);
      expect(rows.map((r) => r.notice)).toEqual(['kept']);
    },
  );

  it('answers participants the title and text of one language: theirs, else the other, else the single fields (decision 075)', async () => {
    const german = await authHeader(t.db, (await buildUser(t.db, { language: 'DE' })).id);
    const created = await call(adminHeaders, 'POST', '/api/activities/adminCreate', {
      title: 'Base',
      notice: 'Base notice',
      titles: { de: 'Hallo', en: 'Hello' },
      notices: { de: 'Deutscher Text', en: 'English text' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Base',
      notice: 'Base notice',
      titles: { de: 'Hallo', en: 'Hello' },
      notices: { de: 'Deutscher Text', en: 'English text' },
    });
    const [stored] = await t.db.select().from(adminNotices);
    expect(stored).toMatchObject({ titleDe: 'Hallo', noticeEn: 'English text' });

    const readIn = async (headers: Record<string, string>, language?: string) =>
      (await read({ ...headers, ...(language ? { 'accept-language': language } : {}) })).json()
        .docs[0];
    expect(await readIn(userHeaders, 'de')).toMatchObject({
      title: 'Hallo',
      notice: 'Deutscher Text',
    });
    expect(await readIn(german)).toMatchObject({ title: 'Hallo', notice: 'Deutscher Text' });
    expect(await readIn(german, 'en')).toMatchObject({ title: 'Hello', notice: 'English text' });
    expect(await readIn(adminHeaders, 'de')).toMatchObject({
      title: 'Base',
      notice: 'Base notice',
    });

    // Only an English text: the German reader gets it with the English title, not a mix.
    const id = created.json()._id;
    await call(adminHeaders, 'PATCH', `/api/activities/adminUpdate/${id}`, {
      title: 'Base',
      notice: 'Base notice',
      titles: { de: 'Hallo' },
      notices: { en: 'English only' },
    });
    expect(await readIn(german)).toMatchObject({ title: 'Base', notice: 'English only' });

    // No texts at all: the single fields, and the old shape.
    await call(adminHeaders, 'PATCH', `/api/activities/adminUpdate/${id}`, { notice: 'Plain' });
    const plain = await readIn(german);
    expect(plain).toEqual({ _id: id, title: '', notice: 'Plain', updatedAt: expect.any(String) });
  });

  it.each([
    [{ notice: 'x', titles: { de: 'x'.repeat(101) } }, { 'titles.de': ['TOO_LONG'] }],
    [{ notice: 'x', notices: { en: 'x'.repeat(201) } }, { 'notices.en': ['TOO_LONG'] }],
  ])('refuses the translations %j with %j', async (payload, fields) => {
    const res = await call(adminHeaders, 'POST', '/api/activities/adminCreate', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { msg: 'VALIDATION_FAILED', fields } });
  });

  it('is not readable without signing in', async () => {
    expect((await read({})).statusCode).toBe(401);
  });
});
