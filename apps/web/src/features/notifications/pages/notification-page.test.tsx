import type { Notification } from '@cc/shared/notifications/notifications.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildNotification, buildNotificationPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const like = buildNotification();
const comment = buildNotification({ _id: 'n-2', type: 1003, message: 'COMMENT_ON_MY_ACTIVITY' });
const alsoComment = buildNotification({ _id: 'n-3', type: 1004, message: 'COMMENT_AFTER_MINE' });
const request = buildNotification({
  _id: 'n-4',
  type: 1005,
  message: 'FRIEND_REQUEST',
  modelId: 'f-1',
});
const accepted = buildNotification({
  _id: 'n-5',
  type: 1006,
  message: 'REQUEST_ACCEPTED',
  modelId: 'f-1',
});
const reserved = buildNotification({ _id: 'n-6', type: 1007, message: 'FRIENDS', modelId: null });
const admin = buildNotification({
  _id: 'n-7',
  type: 1000,
  message: 'Summer party',
  description: '<p>Join us on Friday!</p>',
  modelId: null,
  sender: null,
});
const eventOpen = buildNotification({
  _id: 'n-8',
  type: 1001,
  message: 'EVENT_OPEN',
  modelId: 'event-1',
  sender: null,
});
const unknown = buildNotification({
  _id: 'n-9',
  type: 4242,
  message: 'Something else',
  sender: null,
});

function openNotifications(docs: Notification[], handlers: Handlers = {}) {
  signInAs('user');
  let stored = docs;
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/notifications': () => ({ body: buildNotificationPage(stored) }),
    'POST /api/notifications/read': { status: 204 },
    'DELETE /api/notifications': () => {
      stored = [];
      return { body: { msg: 'DELETED' } };
    },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/notification');
  return { user, calls, ...view };
}

/** What a row's link says, without the avatar's initials (hidden from screen readers). */
function readText(link: Element | null): string | undefined {
  const copy = link?.cloneNode(true) as Element | undefined;
  for (const hidden of copy?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
  return copy?.textContent ?? undefined;
}

const findList = () =>
  screen.findByRole('list', { name: 'Notifications' }, { timeout: PAGE_LOAD_MS });

describe('notification page', () => {
  it('writes each type in words with the sender’s name and the date', async () => {
    openNotifications([like, comment, alsoComment, request, accepted, admin, eventOpen]);
    const list = await findList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => readText(row.querySelector('a')))).toEqual([
      'Ben Braun liked your activity05/03/2026',
      'Ben Braun commented on your activity05/03/2026',
      'Ben Braun also commented on an activity05/03/2026',
      'Ben Braun sent you a friend request05/03/2026',
      'Ben Braun accepted your friend request05/03/2026',
      'Summer party05/03/2026',
      'A new challenge is open05/03/2026',
    ]);
  });

  it('leads each type where it belongs', async () => {
    openNotifications([
      like,
      comment,
      alsoComment,
      request,
      accepted,
      reserved,
      admin,
      eventOpen,
      unknown,
    ]);
    const list = await findList();
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/newsfeed/activity-1',
      '/newsfeed/activity-1',
      '/newsfeed/activity-1',
      '/myfriends?tab=pending',
      '/myfriends',
      '/myfriends',
      '/notificationDetail?id=n-7',
      '/active-events',
      '/',
    ]);
  });

  it('writes a fundraising milestone from its percent, as its push does, and leads to the challenge', async () => {
    const milestone = buildNotification({
      _id: 'n-10',
      type: 1008,
      message: '75',
      modelId: 'event-1',
      sender: null,
    });
    openNotifications([milestone]);
    const link = within(await findList()).getByRole('link');
    expect(link).toHaveTextContent('75 % of the pledged donations raised');
    expect(link).toHaveAttribute('href', '/progress?eventId=event-1');
    await act(() => i18n.changeLanguage('de'));
    expect(link).toHaveTextContent('75 % der zugesagten Spenden erreicht');
  });

  it('tells the owner of an exclusion with its reason, in both languages, and leads to the post', async () => {
    const excluded = buildNotification({
      _id: 'n-11',
      type: 1009,
      message: 'excluded',
      description: 'Two runs of the same route',
      modelId: 'activity-9',
    });
    openNotifications([excluded]);
    const link = within(await findList()).getByRole('link');
    expect(link).toHaveTextContent('Your activity does not count: Two runs of the same route');
    expect(link).toHaveAttribute('href', '/newsfeed/activity-9');
    await act(() => i18n.changeLanguage('de'));
    expect(link).toHaveTextContent('Ihre Aktivität zählt nicht: Two runs of the same route');
  });

  it('opens the requests tab from a friend request', async () => {
    const { user, router } = openNotifications([request], {
      'GET /api/profile/waitingAcceptFriends': { body: { docs: [] } },
    });
    const list = await findList();
    await user.click(within(list).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myfriends'));
    expect(router.state.location.search).toBe('?tab=pending');
    expect(
      await screen.findByRole(
        'tab',
        { name: 'Requests to me', selected: true },
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
  });

  it('marks everything read when it opens', async () => {
    const { calls } = openNotifications([like]);
    await findList();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/read')).toBe(
        true,
      ),
    );
  });

  it('deletes one notification and takes it off the list', async () => {
    const { user, calls } = openNotifications([like, comment], {
      'DELETE /api/notifications/n-1': { body: { msg: 'DELETED' } },
    });
    const list = await findList();
    await user.click(
      within(list).getByRole('button', {
        name: 'Actions for notification: Ben Braun liked your activity',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await findSpecConfirmation();
    expect(within(dialog).getByText('Ben Braun liked your activity')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/notifications/n-1')).toBe(
      true,
    );
  });

  it('keeps a notification whose deletion fails and says so', async () => {
    const { user } = openNotifications([like], {
      'DELETE /api/notifications/n-1': { status: 500, body: apiErrorBody('INTERNAL') },
    });
    const list = await findList();
    await user.click(within(list).getByRole('button', { name: /Actions for notification/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await findSpecConfirmation()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Fail to delete notification')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('deletes all notifications only after confirmation', async () => {
    const { user, calls } = openNotifications([like, comment]);
    await findList();
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await findSpecConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('All notifications deleted')).toBeInTheDocument();
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/notifications')).toBe(true);
  });
});
