import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findDraft, reloadDrafts, useDraftsStore } from '../../../entities/drafts/drafts';
import { activityKeys } from '../../../entities/query-keys';
import { openAppDb, type StoredDraft } from '../../../lib/app-db';
import { useOnlineStore } from '../../../lib/online';
import { apiErrorBody, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { DRAFTS_LOCK, syncDrafts } from './sync-drafts';

function draft(localId: string, overrides: Partial<StoredDraft> = {}): StoredDraft {
  return {
    localId,
    userId: 'user-1',
    eventId: 'event-1',
    date: '2026-03-05',
    distanceKm: 5,
    distanceMile: 3.1,
    notice: '',
    photos: [],
    createdAt: `2026-03-05T10:00:0${localId.slice(-1)}.000Z`,
    updatedAt: '2026-03-05T10:00:00.000Z',
    refusal: null,
    ...overrides,
  };
}

async function store(...drafts: StoredDraft[]) {
  const db = await openAppDb();
  for (const d of drafts) await db.put('drafts', d);
}

const keysOf = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === '/api/activities').map((c) => c.headers.get('Idempotency-Key'));

/** A server that creates every activity it is sent (201). */
const created = { status: 201, body: { _id: 'activity-1' } };

describe('sending the drafts', () => {
  beforeEach(async () => {
    const db = await openAppDb();
    await db.clear('drafts');
    useOnlineStore.setState({ online: true });
    useDraftsStore.setState({ drafts: [], sendingId: null });
    signInAs('user');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends each draft once, oldest first, with its local id as Idempotency-Key, and deletes it', async () => {
    await store(
      draft('draft-2'),
      draft('draft-1'),
      draft('draft-3', { notice: 'rain', durationMinutes: 42 }),
    );
    const calls = mockFetch({ 'POST /api/activities': created });

    await syncDrafts(new QueryClient());

    expect(keysOf(calls)).toEqual(['draft-1', 'draft-2', 'draft-3']);
    expect(calls[2]?.body).toEqual({
      eventId: 'event-1',
      date: '2026-03-05',
      distanceKm: 5,
      distanceMile: 3.1,
      notice: 'rain',
      durationMinutes: 42,
    });
    // A draft stored before durations existed is sent without one.
    expect(calls[0]?.body).toMatchObject({ durationMinutes: null });
    expect(await reloadDrafts()).toEqual([]);
    expect(useDraftsStore.getState().drafts).toEqual([]);
  });

  it('keeps a refused draft with the reason and sends the others', async () => {
    await store(draft('draft-1'), draft('draft-2'));
    const calls = mockFetch({
      'POST /api/activities': ({ headers }) =>
        headers.get('Idempotency-Key') === 'draft-1'
          ? { status: 409, body: apiErrorBody('EVENT_NOT_RUNNING') }
          : created,
    });

    await syncDrafts(new QueryClient());

    expect(keysOf(calls)).toEqual(['draft-1', 'draft-2']);
    expect((await findDraft('draft-1'))?.refusal).toBe('EVENT_NOT_RUNNING');
    expect(await findDraft('draft-2')).toBeNull();
    expect(useDraftsStore.getState().drafts).toMatchObject([
      { localId: 'draft-1', refusal: 'EVENT_NOT_RUNNING' },
    ]);
  });

  it('does not send a refused draft again until the user has edited it', async () => {
    await store(draft('draft-1', { refusal: 'EVENT_NOT_RUNNING' }));
    const calls = mockFetch({ 'POST /api/activities': created });

    await syncDrafts(new QueryClient());

    expect(keysOf(calls)).toEqual([]);
    expect(await findDraft('draft-1')).not.toBeNull();
  });

  it('leaves every draft untouched when the network fails, and reuses the key on the next try', async () => {
    await store(draft('draft-1'), draft('draft-2'));
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);

    await syncDrafts(new QueryClient());

    // The first failure ends the round: the second draft would fail alike.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useOnlineStore.getState().online).toBe(false);
    const kept = await reloadDrafts();
    expect(kept.map((d) => [d.localId, d.refusal])).toEqual([
      ['draft-1', null],
      ['draft-2', null],
    ]);

    useOnlineStore.setState({ online: true });
    const calls = mockFetch({ 'POST /api/activities': created });
    await syncDrafts(new QueryClient());
    expect(keysOf(calls)).toEqual(['draft-1', 'draft-2']);
  });

  it('keeps the draft for later when the server fails (5xx) or asks to wait (429)', async () => {
    await store(draft('draft-1'));
    mockFetch({
      'POST /api/activities': { status: 503, body: apiErrorBody('SERVICE_UNAVAILABLE') },
    });
    await syncDrafts(new QueryClient());
    expect((await findDraft('draft-1'))?.refusal).toBeNull();

    mockFetch({ 'POST /api/activities': { status: 429, body: apiErrorBody('RATE_LIMITED') } });
    await syncDrafts(new QueryClient());
    expect((await findDraft('draft-1'))?.refusal).toBeNull();
  });

  it('sends nothing while offline', async () => {
    await store(draft('draft-1'));
    useOnlineStore.setState({ online: false });
    const calls = mockFetch({ 'POST /api/activities': created });

    await syncDrafts(new QueryClient());

    expect(calls).toHaveLength(0);
  });

  it("sends only the signed-in user's drafts", async () => {
    await store(draft('draft-1', { userId: 'someone-else' }), draft('draft-2'));
    const calls = mockFetch({ 'POST /api/activities': created });

    await syncDrafts(new QueryClient());

    expect(keysOf(calls)).toEqual(['draft-2']);
    expect(await (await openAppDb()).count('drafts')).toBe(1);
  });

  it('never runs two rounds at once in a tab, and runs once more for a call made meanwhile', async () => {
    await store(draft('draft-1'));
    // The server takes a while to answer, so overlapping requests would show.
    let inFlight = 0;
    let most = 0;
    const keys: Array<string | null> = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return new Response(JSON.stringify(created.body), { status: 201 });
    });
    const queryClient = new QueryClient();

    const first = syncDrafts(queryClient);
    await store(draft('draft-2'));
    const second = syncDrafts(queryClient);
    const third = syncDrafts(queryClient);
    await Promise.all([first, second, third]);

    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(most).toBe(1);
    // Each draft once: the meanwhile-saved one in the extra round, none twice.
    expect(keys.sort()).toEqual(['draft-1', 'draft-2']);
  });

  it('holds the cross-tab lock while it sends', async () => {
    await store(draft('draft-1'));
    mockFetch({ 'POST /api/activities': created });
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      locks: {
        request: async (name: string, work: () => Promise<void>) => {
          held.push(name);
          return work();
        },
      },
    });

    await syncDrafts(new QueryClient());

    expect(held).toEqual([DRAFTS_LOCK]);
    expect(await findDraft('draft-1')).toBeNull();
  });

  it('refreshes my activities, progress and the feed after sending', async () => {
    await store(draft('draft-1'));
    mockFetch({ 'POST /api/activities': created });
    const queryClient = new QueryClient();
    queryClient.setQueryData(activityKeys.mine('event-1'), { docs: [] });

    await syncDrafts(queryClient);

    expect(queryClient.getQueryState(activityKeys.mine('event-1'))?.isInvalidated).toBe(true);
  });

  it('sends the photos of a draft as multipart, with the same key', async () => {
    const sent: { headers: Record<string, string>; form?: FormData } = { headers: {} };
    class FakeXhr {
      status = 0;
      responseText = '';
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      send(form: FormData) {
        sent.form = form;
        queueMicrotask(() => {
          this.status = 201;
          this.responseText = JSON.stringify(created.body);
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const bytes = await new File(['jpeg-bytes'], 'run.jpg').arrayBuffer();
    await store(draft('draft-1', { photos: [{ name: 'run.jpg', type: 'image/jpeg', bytes }] }));

    await syncDrafts(new QueryClient());

    expect(sent.headers['Idempotency-Key']).toBe('draft-1');
    const images = sent.form?.getAll('images') as File[];
    expect(images.map((f) => [f.name, f.type, f.size])).toEqual([['run.jpg', 'image/jpeg', 10]]);
    expect(await findDraft('draft-1')).toBeNull();
  });
});
