import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { authHeader, buildAdmin, buildEvent, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import {
  communicationBody,
  reloadCommunication,
  sendCommunication,
} from './communications.test-support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db, { language: 'DE' });
});
afterAll(() => t.close());

/** Asserts a refusal with the field codes of VALIDATION_FAILED. */
async function expectFields(body: object, fields: Record<string, string[]>) {
  const res = await sendCommunication(t, admin.id, body);
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 400,
    body: { errors: { msg: 'VALIDATION_FAILED', fields } },
  });
}

describe('who may use the communications routes', () => {
  const routes = () => [
    { method: 'GET' as const, url: '/api/communications' },
    { method: 'POST' as const, url: '/api/communications', payload: communicationBody() },
    { method: 'DELETE' as const, url: `/api/communications/${newId()}` },
  ];

  it('refuses participants with 403 on every route', async () => {
    const user = await buildUser(t.db);
    for (const route of routes()) {
      const res = await callAs(t, user.id, route.method, route.url, route.payload);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ errors: { msg: 'FORBIDDEN' } });
    }
  });

  it('refuses anonymous callers with 401 on every route', async () => {
    for (const route of routes()) {
      const res = await t.app.inject({ ...route });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ errors: { msg: 'UNAUTHORIZED' } });
    }
  });
});

describe('POST /api/communications', () => {
  it('stores the communication queued, with its delivery job, and answers 201', async () => {
    const res = await sendCommunication(
      t,
      admin.id,
      communicationBody({ messages: { de: '<p>Hallo</p>', en: '<p>Hello</p>' } }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Half-time news',
      message: '<p>Hallo</p>',
      messages: { de: '<p>Hallo</p>', en: '<p>Hello</p>' },
      select: 'notification',
      type: 'all',
      data: [],
      status: 'queued',
      sentCount: 0,
      failedCount: 0,
      totalCount: 0,
      sentAt: null,
    });
    expect(await reloadCommunication(t, body._id)).toMatchObject({ createdBy: admin.id });
  });

  it('takes a single `message` as the sending administrator’s language', async () => {
    const res = await sendCommunication(t, admin.id, {
      ...communicationBody(),
      messages: undefined,
      message: '<p>Nur eine Sprache</p>',
    });
    expect(res.json().messages).toEqual({ de: '<p>Nur eine Sprache</p>', en: '' });
  });

  it('sanitizes the message before storing it', async () => {
    const res = await sendCommunication(
      t,
      admin.id,
      communicationBody({
        messages: { en: '<p style="color:red">Hi <img src=x onerror=alert(1)><b>there</b></p>' },
      }),
    );
    expect(res.json().messages.en).toBe('<p>Hi <b>there</b></p>');
  });

  it('refuses a message empty in both languages, also once sanitized', async () => {
    await expectFields(communicationBody({ messages: {} }), { message: ['MESSAGE_REQUIRED'] });
    await expectFields(
      communicationBody({ messages: { de: '<p> </p>', en: '<script>x</script>' } }),
      {
        message: ['MESSAGE_REQUIRED'],
      },
    );
  });

  it('refuses entries in `data` for the audience all', async () => {
    await expectFields(communicationBody({ data: [newId()] }), { data: ['INVALID'] });
  });

  it('refuses event and user audiences without entries or with unknown ones', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const user = await buildUser(t.db);
    for (const type of ['event', 'user', 'email']) {
      const select = type === 'email' ? 'email' : 'notification';
      await expectFields(communicationBody({ type, select, data: [] }), {
        data: ['RECIPIENTS_REQUIRED'],
      });
    }
    await expectFields(communicationBody({ type: 'event', data: [event.id, newId()] }), {
      data: ['UNKNOWN_RECIPIENT'],
    });
    await expectFields(communicationBody({ type: 'event', data: [user.id] }), {
      data: ['UNKNOWN_RECIPIENT'],
    });
    await expectFields(communicationBody({ type: 'user', data: [event.id] }), {
      data: ['UNKNOWN_RECIPIENT'],
    });
    await expectFields(communicationBody({ type: 'user', data: ['not-an-id'] }), {
      data: ['UNKNOWN_RECIPIENT'],
    });
    const ok = await sendCommunication(
      t,
      admin.id,
      communicationBody({ type: 'user', data: [user.id, user.id] }),
    );
    expect(ok.json().data).toEqual([user.id]);
  });

  it('refuses malformed addresses, and typed addresses on the notification channel', async () => {
    await expectFields(
      communicationBody({ select: 'email', type: 'email', data: ['a@example.com', 'nope'] }),
      { data: ['EMAIL_INVALID'] },
    );
    await expectFields(communicationBody({ type: 'email', data: ['a@example.com'] }), {
      type: ['EMAIL_CHANNEL_ONLY'],
    });
    await expectFields(
      communicationBody({ type: 'email', data: ['a@example.com'], messages: {} }),
      {
        type: ['EMAIL_CHANNEL_ONLY'],
        message: ['MESSAGE_REQUIRED'],
      },
    );
  });
});

describe('GET /api/communications', () => {
  it('lists by name, newest first, paged', async () => {
    const names = ['Zebra news 1', 'Zebra news 2', 'Zebra news 3'];
    for (const name of names) await sendCommunication(t, admin.id, communicationBody({ name }));
    const headers = await authHeader(t.db, admin.id);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/communications?filter=zebra&limit=2',
      headers,
    });
    expect(page.json()).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true });
    expect(page.json().docs.map((d: { name: string }) => d.name)).toEqual([
      'Zebra news 3',
      'Zebra news 2',
    ]);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/communications?search=ZEBRA&limit=2&page=2',
      headers,
    });
    expect(second.json().docs.map((d: { name: string }) => d.name)).toEqual(['Zebra news 1']);
    const literal = await t.app.inject({
      method: 'GET',
      url: '/api/communications?filter=%25',
      headers,
    });
    expect(literal.json().totalDocs).toBe(0);
  });
});

describe('DELETE /api/communications/:id', () => {
  it('deletes a communication and answers DELETED, then NOT_FOUND', async () => {
    const id = (await sendCommunication(t, admin.id, communicationBody())).json()._id;
    const res = await callAs(t, admin.id, 'DELETE', `/api/communications/${id}`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { msg: 'DELETED' },
    });
    expect(await reloadCommunication(t, id)).toBeUndefined();
    const again = await callAs(t, admin.id, 'DELETE', `/api/communications/${id}`);
    expect(again.statusCode).toBe(404);
  });
});
