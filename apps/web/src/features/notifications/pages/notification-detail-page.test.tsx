import { screen, within } from '@testing-library/react';
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
    '<h3>Summer party</h3><p>Join us on <strong>Friday</strong>!</p>' +
    '<ul><li>Bring friends</li><li>Bring water</li></ul>' +
    '<p><a href="https://example.com/party">Programme</a> <a href="javascript:alert(1)">Win</a></p>' +
    '<img src="x" onerror="alert(1)"><script>alert(2)</script><p style="color:red" onclick="alert(3)">End</p>',
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
  it('shows an administrator’s message as rich text with its sender and date', async () => {
    openDetail('/notificationDetail?id=n-7');
    const title = await screen.findByRole(
      'heading',
      { name: 'Summer party', level: 2 },
      { timeout: PAGE_LOAD_MS },
    );
    const article = title.closest('article') as HTMLElement;
    expect(within(article).getByRole('heading', { name: 'Summer party', level: 3 })).toBeVisible();
    expect(within(article).getByText('Friday').tagName).toBe('STRONG');
    expect(
      within(within(article).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bring friends', 'Bring water']);
    const link = within(article).getByRole('link', { name: 'Programme' });
    expect(link).toHaveAttribute('href', 'https://example.com/party');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/From Team Charity · 05\/03\/2026/)).toBeInTheDocument();
  });

  it('lets nothing of a message run: no scripts, handlers, images, styles or script links', async () => {
    openDetail('/notificationDetail?id=n-7');
    const end = await screen.findByText('End', {}, { timeout: PAGE_LOAD_MS });
    const message = end.parentElement as HTMLElement;
    expect(message.querySelector('img, script, [onclick], [onerror], [style]')).toBeNull();
    expect(end).not.toHaveAttribute('style');
    expect(within(message).getByText('Win')).not.toHaveAttribute('href');
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
