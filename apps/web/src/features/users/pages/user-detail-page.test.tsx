import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildAdminUser,
  buildAdminUserDetail,
  buildPage,
  buildProfile,
} from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

function openAsAdmin(path: string, handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/users/user-2/detail': { body: buildAdminUserDetail() },
    ...handlers,
  });
  return { user: userEvent.setup(), ...renderApp(path) };
}

describe('user detail page', () => {
  it("shows the user's fields, role and status, the events joined and the last activities", async () => {
    openAsAdmin('/userDetail/user-2');
    expect(
      await screen.findByRole('heading', { name: 'Ben Meyer' }, { timeout: PAGE_LOAD_MS }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'User Detail', level: 1 })).toBeVisible();
    expect(screen.getByText('Participant')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    for (const value of [
      'ben@example.com',
      'Germany',
      'Customer',
      'Acme GmbH',
      'Sales',
      'Running',
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByText('1 challenge, 7 activities in all')).toBeInTheDocument();

    const events = within(screen.getByRole('region', { name: 'Challenges joined' })).getByRole(
      'table',
    );
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent(
      'Spring Run10/06/2026 – 20/06/20261,234.5 km73 of 1,234',
    );
    expect(within(events).getByRole('link', { name: 'Spring Run' })).toHaveAttribute(
      'href',
      '/eventDetail/event-1/Spring%20Run',
    );
    const activities = within(screen.getByRole('region', { name: 'Last activities' })).getByRole(
      'table',
    );
    expect(within(activities).getAllByRole('row')[1]).toHaveTextContent(
      '12/06/2026Spring Run5.0 km',
    );
  });

  it('counts events and activities each in its own singular or plural', async () => {
    const [event] = buildAdminUserDetail().events;
    openAsAdmin('/userDetail/user-2', {
      'GET /api/users/user-2/detail': {
        body: buildAdminUserDetail({
          events: [
            { ...event!, activityCount: 1 },
            { ...event!, eventId: 'event-2', activityCount: 0 },
          ],
        }),
      },
    });
    expect(
      await screen.findByText('2 challenges, 1 activity in all', {}, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
  });

  it('says when the user cannot be loaded', async () => {
    openAsAdmin('/userDetail/user-9', {
      'GET /api/users/user-9/detail': { status: 404, body: apiErrorBody('NOT_FOUND') },
    });
    expect(
      await screen.findByText('The user could not be loaded.', {}, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
  });

  it('without a user, is the titled page that says where to choose one', async () => {
    openAsAdmin('/userDetail');
    expect(
      await screen.findByText(
        'Choose a user in the users table to see their details.',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Detail', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the users' })).toHaveAttribute('href', '/users');
  });

  it("is opened from the user's name in the users table", async () => {
    const { user, router } = openAsAdmin('/users', {
      'GET /api/users': { body: buildPage([buildAdminUser()]) },
    });
    await user.click(
      await screen.findByRole('link', { name: 'Ben Meyer' }, { timeout: PAGE_LOAD_MS }),
    );
    expect(router.state.location.pathname).toBe('/userDetail/user-2');
    expect(await screen.findByRole('heading', { name: 'Ben Meyer', level: 2 })).toBeVisible();
  });
});
