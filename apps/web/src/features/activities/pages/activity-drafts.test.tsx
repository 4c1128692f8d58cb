import 'fake-indexeddb/auto';
import { dayIn } from '@cc/shared/time/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findDraft, useDraftsStore } from '../../../entities/drafts/drafts';
import { openAppDb, type StoredDraft } from '../../../lib/app-db';
import { useOnlineStore } from '../../../lib/online';
import { stubObjectUrls } from '../../../test/browser-stubs';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildMyEvent, buildProfile, buildProgress } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { signInAs } from '../../../test/session';
import { currentPath, renderActivitiesRoute, runningChallenge } from '../activities.test-support';

const event = buildMyEvent(runningChallenge);
const today = dayIn('Europe/Berlin');

function mockPageCalls(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/profile/events': { body: { docs: [event] } },
    'GET /api/settings': { body: { timeZone: 'Europe/Berlin' } },
    [`GET /api/events/${event._id}/progress`]: { body: buildProgress() },
    ...extra,
  });
}

function storedDraft(overrides: Partial<StoredDraft> = {}): StoredDraft {
  return {
    localId: 'draft-1',
    userId: 'user-1',
    eventId: event._id,
    date: today,
    distanceKm: 5,
    distanceMile: 3.1,
    notice: 'Rainy run',
    photos: [],
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    refusal: null,
    ...overrides,
  };
}

async function allDrafts(): Promise<StoredDraft[]> {
  return (await openAppDb()).getAll('drafts');
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  useOnlineStore.setState({ online: false });
}

async function fillNewActivity(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Date/ }));
  await user.click(screen.getByRole('button', { name: dayjs(today).format('D MMMM YYYY') }));
  await user.type(getField('Distance in km'), '7.5');
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Trail run');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File(['jpeg'], 'trail.jpg', { type: 'image/jpeg' }));
}

async function openPage(path: string) {
  signInAs('user');
  const user = userEvent.setup();
  const utils = renderActivitiesRoute(path);
  return { user, ...utils };
}

describe('offline drafts', () => {
  beforeEach(async () => {
    await (await openAppDb()).clear('drafts');
    useDraftsStore.setState({ drafts: [], sendingId: null });
    useOnlineStore.setState({ online: true });
    stubObjectUrls();
  });

  it('saves the activity as a draft while offline and shows it on my activity', async () => {
    const calls = mockPageCalls();
    const { user, router } = await openPage(`/activity-form/${event._id}`);
    await screen.findByRole('button', { name: 'Choose distance' });
    goOffline();

    await fillNewActivity(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Saved as a draft. It will be sent as soon as you are online.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe(`/my-activity/${event._id}`));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const [draft] = await allDrafts();
    expect(draft).toMatchObject({
      userId: 'user-1',
      eventId: event._id,
      date: today,
      distanceKm: 7.5,
      distanceMile: 4.7,
      notice: 'Trail run',
      refusal: null,
    });
    expect(draft?.localId).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft?.photos.map((p) => [p.name, p.type, p.bytes.byteLength])).toEqual([
      ['trail.jpg', 'image/jpeg', 4],
    ]);

    const list = await screen.findByRole('list', { name: 'Drafts' });
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    expect(within(list).getByText('1 photo')).toBeInTheDocument();
    expect(within(list).getByText('Will be sent when you are online.')).toBeInTheDocument();
  });

  it('keeps the key of a create that failed for lack of network as the draft id', async () => {
    const keys: Array<string | null> = [];
    mockPageCalls();
    const { user, router } = await openPage(`/activity-form/${event._id}`);
    await screen.findByRole('button', { name: 'Choose distance' });
    // The upload leaves and the network drops: XMLHttpRequest's error, no answer.
    class OfflineXhr {
      upload = { onprogress: null };
      onerror: (() => void) | null = null;
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader(name: string, value: string) {
        if (name === 'Idempotency-Key') keys.push(value);
      }
      send() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', OfflineXhr);

    await fillNewActivity(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(currentPath(router)).toBe(`/my-activity/${event._id}`));
    const [draft] = await allDrafts();
    expect(keys).toHaveLength(1);
    expect(draft?.localId).toBe(keys[0]);
    expect(useOnlineStore.getState().online).toBe(false);
  });

  it('opens a draft by its local id, checks it like an activity, and saves the edit offline without its refusal', async () => {
    await (await openAppDb()).put('drafts', storedDraft({ refusal: 'EVENT_NOT_RUNNING' }));
    const calls = mockPageCalls();
    const { user, router } = await openPage(`/activity-form/${event._id}/draft-1`);

    expect(await screen.findByText('Edit draft')).toBeInTheDocument();
    expect(getField('Distance in km')).toHaveValue('5');
    goOffline();

    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.paste('x'.repeat(200));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The note may have at most 200 characters')).toBeInTheDocument();
    expect((await findDraft('draft-1'))?.notice).toBe('Rainy run');

    await user.clear(screen.getByRole('textbox', { name: 'Note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Dry run');
    await user.clear(getField('Distance in km'));
    await user.type(getField('Distance in km'), '6');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(currentPath(router)).toBe(`/my-activity/${event._id}`));
    expect(await allDrafts()).toMatchObject([
      {
        localId: 'draft-1',
        notice: 'Dry run',
        distanceKm: 6,
        distanceMile: 3.7,
        refusal: null,
        createdAt: '2026-03-05T10:00:00.000Z',
      },
    ]);
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it("shows a refused draft's translated reason, and deletes a draft after confirmation", async () => {
    await (await openAppDb()).put('drafts', storedDraft({ refusal: 'EVENT_NOT_RUNNING' }));
    mockPageCalls();
    goOffline();
    const { user } = await openPage(`/my-activity/${event._id}`);

    const list = await screen.findByRole('list', { name: 'Drafts' });
    expect(within(list).getByRole('alert')).toHaveTextContent(
      'Not sent: This challenge is not running, so its activities cannot be changed. Edit or delete the draft.',
    );
    const date = dayjs(today).format('DD/MM/YYYY');
    expect(within(list).getByRole('link', { name: `Edit the draft of ${date}` })).toHaveAttribute(
      'href',
      `/activity-form/${event._id}/draft-1`,
    );

    await user.click(within(list).getByRole('button', { name: `Delete the draft of ${date}` }));
    const dialog = await findSpecConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Draft deleted')).toBeInTheDocument();
    expect(await allDrafts()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Drafts' })).toBeNull());
  });

  it('shows a spinner on the draft being sent, without edit or delete', async () => {
    await (await openAppDb()).put('drafts', storedDraft());
    mockPageCalls();
    useDraftsStore.setState({ sendingId: 'draft-1' });
    await openPage(`/my-activity/${event._id}`);

    const list = await screen.findByRole('list', { name: 'Drafts' });
    expect(within(list).getByLabelText('Sending the draft…')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /^Edit the draft/ })).toBeNull();
    expect(within(list).queryByRole('button', { name: /^Delete the draft/ })).toBeNull();
  });

  it("does not open another user's draft", async () => {
    await (await openAppDb()).put('drafts', storedDraft({ userId: 'someone-else' }));
    mockPageCalls({
      'GET /api/activities/draft-1': { status: 404, body: { errors: { msg: 'NOT_FOUND' } } },
    });
    await openPage(`/activity-form/${event._id}/draft-1`);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Edit draft')).toBeNull();
  });
});
