import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildNotification, buildNotificationPage, buildProfile } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const message = buildNotification({
  _id: 'n-7',
  type: 1000,
  message: 'Summer party',
  description:
    '<p>Join us on <b>Friday</b>!</p><p>Bring friends.</p><img src="x" onerror="alert(1)">',
  modelId: null,
  sender: { _id: 'admin', displayName: 'Team Charity', avatar: null },
});

function openDetail(path: string) {
  signInAs('user');
  mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/notifications': { body: buildNotificationPage([buildNotification(), message]) },
  });
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

describe('notification detail page', () => {
  it('shows an administrator’s message as text with its sender and date', async () => {
    openDetail('/notificationDetail?id=n-7');
    expect(
      await screen.findByRole('heading', { name: 'Summer party' }, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Join us on Friday!\s+Bring friends\./)).toBeInTheDocument();
    expect(screen.getByText(/From Team Charity · 05\/03\/2026/)).toBeInTheDocument();
    // The HTML is not rendered: no element of the message reaches the page.
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('goes back to the list', async () => {
    const { user, router } = openDetail('/notificationDetail?id=n-7');
    await user.click(
      await screen.findByRole('link', { name: 'Back to notifications' }, { timeout: PAGE_LOAD_MS }),
    );
    expect(router.state.location.pathname).toBe('/notification');
  });

  it('says so when the notification does not exist', async () => {
    openDetail('/notificationDetail?id=gone');
    expect(
      await screen.findByText(
        'This notification does not exist (any more).',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
  });
});
