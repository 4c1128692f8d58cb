import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildCommunication, buildPage, buildProfile } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';
import { listQueries, openCommunications } from '../communications.test-support';

const party = buildCommunication({ createdAt: '2026-03-05T14:30:00' });
const lastListQuery = () => listQueries().at(-1);

afterEach(() => {
  vi.useRealTimers();
});

describe('communications page', () => {
  it('lists name, channel, audience, delivery status, sent of all and date with time', async () => {
    const mail = buildCommunication({
      _id: 'comm-2',
      name: 'Route change',
      select: 'email',
      type: 'event',
      data: ['event-1', 'event-2'],
      status: 'failed',
      sentCount: 10,
      failedCount: 2,
      totalCount: 12,
      createdAt: '2026-03-04T08:05:00',
    });
    await openCommunications([party, mail]);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Channel', 'Audience', 'Status', 'Sent', 'Date', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      /Summer party.*Notification.*All active users.*Sent.*1,234 \/ 1,234.*05\/03\/2026 14:30/,
    );
    expect(second).toHaveTextContent(
      /Route change.*E-mail.*2 challenges.*Failed.*10 \/ 12.*2 not reached.*04\/03\/2026 08:05/,
    );
    expect(screen.getByText('2 communications')).toBeInTheDocument();
  });

  it('refreshes every 2 seconds while a communication is being sent, and stops when all are done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const progress = [
      buildCommunication({ status: 'queued', sentCount: 0, totalCount: 3 }),
      buildCommunication({ status: 'sending', sentCount: 2, totalCount: 3 }),
      buildCommunication({ status: 'sent', sentCount: 3, totalCount: 3 }),
    ];
    let answers = 0;
    await openCommunications(() => ({
      body: buildPage([progress[Math.min(answers++, progress.length - 1)]!]),
    }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Queued.*0 \/ 3/);

    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Sending.*2 \/ 3/),
    );
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Sent.*3 \/ 3/),
    );

    const loads = listQueries().length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listQueries()).toHaveLength(loads);
  });

  it('asks no more than once while every communication is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openCommunications([party]);
    await screen.findByText('Summer party');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listQueries()).toHaveLength(1);
  });

  it('searches by name after a pause in typing and pages with the chosen size', async () => {
    const { user } = await openCommunications(() => ({
      body: buildPage([party], { totalDocs: 25 }),
    }));
    await screen.findByText('Summer party');
    expect(lastListQuery()?.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery()?.get('page')).toBe('2'));

    await user.click(getField('Rows per page'));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(lastListQuery()?.get('limit')).toBe('25'));
    expect(lastListQuery()?.get('page')).toBe('1');

    await user.type(screen.getByRole('searchbox', { name: 'Search communications' }), 'summer');
    await waitFor(() => expect(lastListQuery()?.get('filter')).toBe('summer'));
    expect(lastListQuery()?.get('page')).toBe('1');
  });

  it('deletes a communication only after confirmation', async () => {
    const { user, calls } = await openCommunications([party], {
      'DELETE /api/communications/comm-1': { status: 204 },
    });
    await screen.findByText('Summer party');

    await user.click(screen.getByRole('button', { name: 'Delete Summer party' }));
    let dialog = await findSpecConfirmation('Delete this communication?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const loads = listQueries().length;
    await user.click(screen.getByRole('button', { name: 'Delete Summer party' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this communication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The communication has been deleted.')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === '/api/communications/comm-1'),
    ).toBe(true);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(loads));
  });

  it('says so when no communication matches', async () => {
    await openCommunications([]);
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(screen.getByText('0 communications')).toBeInTheDocument();
  });
});

describe('communications access', () => {
  it('is in the administration menu after the teams, before the audit trail', async () => {
    await openCommunications([party]);
    const menu = screen.getByRole('navigation', { name: 'Administration menu' });
    // The menu's own list; the legal links follow it at the foot of the drawer.
    const list = menu.querySelector('nav') ?? menu;
    const entries = [...list.querySelectorAll('a, button')].map((entry) => entry.textContent);
    expect(entries.slice(-4)).toEqual(['Teams', 'Communications', 'Audit trail', 'Log out']);
    expect(within(menu).getByRole('link', { name: 'Communications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is one of the dashboard buttons', async () => {
    signInAs('admin', 'admin-1');
    mockFetch({
      'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
      'GET /api/communications': { body: buildPage([party]) },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(
      await screen.findByRole('link', { name: 'Manage communications' }, { timeout: PAGE_LOAD_MS }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/communicates'));
    expect(
      await screen.findByRole(
        'searchbox',
        { name: 'Search communications' },
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
  });

  it('is not open to participants', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': { body: { docs: [] } },
    });
    const { router } = renderApp('/communicates');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/communicates'));
    expect(listQueries()).toHaveLength(0);
  });
});
