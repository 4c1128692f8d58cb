import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { apiErrorBody } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { sendActivity } from './send-activity';

/** What the fake server answers the next upload. */
let reply = { status: 201, body: {} as unknown };
/** The headers of the last upload. */
let sentHeaders: Record<string, string> = {};
/** The form of the last upload. */
let sentForm: FormData | null = null;

/** XMLHttpRequest at the network boundary: records the headers, answers `reply`. */
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {
    sentHeaders = {};
  }
  setRequestHeader(name: string, value: string) {
    sentHeaders[name] = value;
  }
  send(form: FormData) {
    sentForm = form;
    queueMicrotask(() => {
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

function upload(durationMinutes: number | null = null) {
  return sendActivity({
    method: 'POST',
    path: '/activities',
    fields: {
      eventId: 'event-1',
      date: '2026-03-05',
      distanceKm: 5,
      distanceMile: 3.1,
      notice: '',
      durationMinutes,
    },
    files: [new File(['img'], 'run.jpg', { type: 'image/jpeg' })],
    idempotencyKey: 'key-1',
  });
}

describe('activity upload (photos)', () => {
  afterEach(() => {
    reply = { status: 201, body: {} };
  });

  it('sends the session, language and Idempotency-Key like every other call', async () => {
    signInAs('user');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    reply = { status: 201, body: { _id: 'activity-1' } };

    await expect(upload()).resolves.toEqual({ _id: 'activity-1' });
    expect(sentHeaders).toMatchObject({
      Authorization: 'Bearer test-token',
      'Accept-Language': 'en',
      'Idempotency-Key': 'key-1',
    });
  });

  it("fails with the server's code and field codes, as the API client does", async () => {
    signInAs('user');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    reply = {
      status: 400,
      body: apiErrorBody('VALIDATION_FAILED', { images: ['TOO_MANY_IMAGES'] }),
    };

    await expect(upload()).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { images: ['TOO_MANY_IMAGES'] },
    });
    expect(useAuthStore.getState().authed).toBe(true);
  });

  it('answers a 401 with UNAUTHORIZED and ends the session', async () => {
    signInAs('user');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    reply = { status: 401, body: apiErrorBody('UNAUTHORIZED') };

    await expect(upload()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(useAuthStore.getState().authed).toBe(false);
  });

  it('sends a duration as its minutes, and none as an empty part (multipart has no null)', async () => {
    signInAs('user');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);

    await upload(95);
    expect(sentForm?.get('durationMinutes')).toBe('95');
    await upload(null);
    expect(sentForm?.get('durationMinutes')).toBe('');
  });
});
