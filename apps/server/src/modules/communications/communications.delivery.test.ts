import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobWorker } from '../../platform/jobs';
import { buildAdmin, buildEvent, buildUser, joinEvent } from '../../test/factories';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import {
  communicationBody,
  countByUser,
  mailsTo,
  notificationsOf,
  recipientsOf,
  sendCommunication,
  startTestWorker,
  waitForStatus,
} from './communications.test-support';

let t: TestApp;
let worker: JobWorker;
let admin: Awaited<ReturnType<typeof buildAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db, { language: 'EN' });
  worker = startTestWorker(t);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

/** Sends a communication and waits until the worker has delivered it. */
async function deliver(body: object) {
  const res = await sendCommunication(t, admin.id, body);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ status: 'queued', sentCount: 0 });
  return waitForStatus(t, res.json()._id);
}

describe('delivering a notification communication (rule 22)', () => {
  it('reaches every active, verified participant of `all` once, and no administrator', async () => {
    const active = [await buildUser(t.db), await buildUser(t.db)];
    const inactive = await buildUser(t.db, { status: false });
    const unverified = await buildUser(t.db, { verifiedAt: null });

    const c = await deliver(communicationBody({ name: 'For everyone' }));

    const got = countByUser(await notificationsOf(t, c.id));
    for (const u of active) expect(got.get(u.id), u.email).toBe(1);
    expect(got.has(inactive.id)).toBe(false);
    expect(got.has(unverified.id)).toBe(false);
    expect(got.has(admin.id)).toBe(false);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    expect(c).toMatchObject({ sentCount: got.size, totalCount: got.size, failedCount: 0 });
    expect(c.sentAt).toBeInstanceOf(Date);
    const [one] = await notificationsOf(t, c.id);
    expect(one).toMatchObject({ message: 'For everyone', description: '<p>We are half way!</p>' });
  });

  it('reaches the active participants of the chosen events, each person once', async () => {
    const first = await buildEvent(t.db, dayFromToday(t));
    const second = await buildEvent(t.db, dayFromToday(t));
    const other = await buildEvent(t.db, dayFromToday(t));
    const inBoth = await buildUser(t.db);
    const inFirst = await buildUser(t.db);
    const inactive = await buildUser(t.db, { status: false });
    const elsewhere = await buildUser(t.db);
    for (const [e, u] of [
      [first, inBoth],
      [second, inBoth],
      [first, inFirst],
      [second, inactive],
      [other, elsewhere],
    ] as const) {
      await joinEvent(t.db, e.id, u.id);
    }

    const c = await deliver(communicationBody({ type: 'event', data: [first.id, second.id] }));

    const got = countByUser(await notificationsOf(t, c.id));
    expect(Object.fromEntries(got)).toEqual({ [inBoth.id]: 1, [inFirst.id]: 1 });
    expect(c).toMatchObject({ status: 'sent', sentCount: 2, totalCount: 2 });
  });

  it('reaches the chosen users that are active', async () => {
    const chosen = await buildUser(t.db);
    const deactivated = await buildUser(t.db, { status: false });
    await buildUser(t.db);

    const c = await deliver(communicationBody({ type: 'user', data: [chosen.id, deactivated.id] }));

    expect((await notificationsOf(t, c.id)).map((n) => n.userId)).toEqual([chosen.id]);
    expect(c).toMatchObject({ sentCount: 1, totalCount: 1 });
  });

  it('gives each recipient the message of their profile language, else the other one', async () => {
    const german = await buildUser(t.db, { language: 'DE' });
    const english = await buildUser(t.db, { language: 'EN' });
    const both = { de: '<p>Hallo</p>', en: '<p>Hello</p>' };

    const bilingual = await deliver(
      communicationBody({ type: 'user', data: [german.id, english.id], messages: both }),
    );
    const onlyGerman = await deliver(
      communicationBody({
        type: 'user',
        data: [german.id, english.id],
        messages: { de: '<p>Nur Deutsch</p>' },
      }),
    );

    const byUser = async (id: string) =>
      Object.fromEntries((await notificationsOf(t, id)).map((n) => [n.userId, n.description]));
    expect(await byUser(bilingual.id)).toEqual({
      [german.id]: '<p>Hallo</p>',
      [english.id]: '<p>Hello</p>',
    });
    expect(await byUser(onlyGerman.id)).toEqual({
      [german.id]: '<p>Nur Deutsch</p>',
      [english.id]: '<p>Nur Deutsch</p>',
    });
  });

  it("gives each recipient the title of their message's language, never a mix (decision 075)", async () => {
    const german = await buildUser(t.db, { language: 'DE' });
    const english = await buildUser(t.db, { language: 'EN' });
    const titled = await deliver(
      communicationBody({
        type: 'user',
        data: [german.id, english.id],
        name: 'Welcome',
        names: { de: 'Willkommen', en: 'Welcome!' },
        messages: { de: '<p>Hallo</p>', en: '<p>Hello</p>' },
      }),
    );
    // Only an English message: the German reader gets the English title with it.
    const englishOnly = await deliver(
      communicationBody({
        type: 'user',
        data: [german.id, english.id],
        name: 'Thanks',
        names: { de: 'Danke', en: 'Thank you' },
        messages: { en: '<p>Thank you</p>' },
      }),
    );
    // No titles per language: the single name for both.
    const untitled = await deliver(
      communicationBody({
        type: 'user',
        data: [german.id],
        name: 'Plain',
        messages: { de: '<p>Hallo</p>', en: '<p>Hello</p>' },
      }),
    );

    const byUser = async (id: string) =>
      Object.fromEntries(
        (await notificationsOf(t, id)).map((n) => [n.userId, [n.message, n.description]]),
      );
    expect(await byUser(titled.id)).toEqual({
      [german.id]: ['Willkommen', '<p>Hallo</p>'],
      [english.id]: ['Welcome!', '<p>Hello</p>'],
    });
    expect(await byUser(englishOnly.id)).toEqual({
      [german.id]: ['Thank you', '<p>Thank you</p>'],
      [english.id]: ['Thank you', '<p>Thank you</p>'],
    });
    expect(await byUser(untitled.id)).toEqual({ [german.id]: ['Plain', '<p>Hallo</p>'] });
  });

  it('stores and delivers the message sanitized', async () => {
    const user = await buildUser(t.db);
    const c = await deliver(
      communicationBody({
        type: 'user',
        data: [user.id],
        messages: {
          en: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">me</a></p>',
        },
      }),
    );
    const [n] = await notificationsOf(t, c.id);
    expect(n!.description).toBe('<p>Hi <a rel="noopener noreferrer" target="_blank">me</a></p>');
  });
});

describe('delivering an e-mail communication', () => {
  it('mails each chosen user once, with HTML and text parts and a footer saying why', async () => {
    const german = await buildUser(t.db, { language: 'DE' });
    const english = await buildUser(t.db, { language: 'EN' });

    const c = await deliver(
      communicationBody({
        name: 'Final week',
        select: 'email',
        type: 'user',
        data: [german.id, english.id],
        messages: {
          de: '<p>Letzte <strong>Woche</strong></p><ul><li>Laufen</li></ul>',
          en: '<p>Last <strong>week</strong> <a href="https://example.org/x">more</a></p>',
        },
      }),
    );

    expect(c).toMatchObject({ status: 'sent', sentCount: 2, totalCount: 2, failedCount: 0 });
    const [de] = mailsTo(t, german.email);
    const [en] = mailsTo(t, english.email);
    expect(mailsTo(t, german.email)).toHaveLength(1);
    expect(de).toMatchObject({ subject: 'Final week' });
    expect(de!.html).toContain('<p>Letzte <strong>Woche</strong></p>');
    expect(de!.text).toContain('Letzte Woche\n\n- Laufen');
    expect(de!.text).toContain('Sie erhalten diese E-Mail, weil die Organisatoren');
    expect(en!.html).toContain('href="https://example.org/x"');
    expect(en!.text).toContain('Last week more (https://example.org/x)');
    expect(en!.text).toContain('You receive this e-mail because the organisers');
    expect((await recipientsOf(t, c.id)).every((r) => r.state === 'sent' && r.sentAt)).toBe(true);
    expect(await notificationsOf(t, c.id)).toEqual([]);
  });

  it('mails typed addresses once each, in the account language or else the sender’s', async () => {
    const registered = await buildUser(t.db, { language: 'DE', email: 'registered@example.com' });
    const stranger = 'Stranger@Example.org';

    const c = await deliver(
      communicationBody({
        select: 'email',
        type: 'email',
        data: [stranger, registered.email, 'stranger@example.org'],
        messages: { de: '<p>Deutsch</p>', en: '<p>English</p>' },
      }),
    );

    expect(c).toMatchObject({
      sentCount: 2,
      totalCount: 2,
      data: ['stranger@example.org', registered.email],
    });
    expect(mailsTo(t, 'stranger@example.org')).toHaveLength(1);
    expect(mailsTo(t, 'stranger@example.org')[0]!.html).toContain('English');
    expect(mailsTo(t, registered.email)[0]!.html).toContain('Deutsch');
  });
});
