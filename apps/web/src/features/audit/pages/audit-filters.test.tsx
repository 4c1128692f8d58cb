import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdminUser, buildPage } from '../../../test/factories';
import { apiErrorBody, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { ADA_ID, DOWNLOAD, lastQuery, openAudit } from '../audit.test-support';

describe('audit filters and pages', () => {
  it('asks for 50 entries, newest first, without filters at first', async () => {
    await openAudit();
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ page: '1', limit: '50' });
  });

  it('asks for the chosen action and object type, starting again at page 1', async () => {
    const { user, router } = await openAudit('/audit?page=2');
    await screen.findByRole('table');
    expect(lastQuery().page).toBe('2');

    await user.click(getField('Object'));
    await user.click(await screen.findByRole('option', { name: 'User' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ objectType: 'user', page: '1', limit: '50' }),
    );

    await user.click(getField('Action'));
    // Only the actions about users are offered now.
    expect(screen.queryByRole('option', { name: 'Team created' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Role changed' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        objectType: 'user',
        action: 'user.role',
        page: '1',
        limit: '50',
      }),
    );
    expect(router.state.location.search).toBe('?action=user.role&objectType=user');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '50' }));
  });

  it('asks for the administrator picked by name or e-mail address', async () => {
    const ada = buildAdminUser({
      _id: ADA_ID,
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada@example.com',
    });
    const { user } = await openAudit('/audit', {
      'GET /api/users': { body: buildPage([ada]) },
    });
    await screen.findByRole('table');
    // The user search waits until the picker is opened.
    expect(requestedQueries('/api/users')).toHaveLength(0);
    await user.click(getField('Administrator'));
    await user.type(getField('Administrator'), 'ada');
    await waitFor(() => expect(lastQuery('/api/users').filter).toBe('ada'));
    await user.click(await screen.findByRole('option', { name: 'Ada Admin (ada@example.com)' }));
    await waitFor(() => expect(lastQuery()).toEqual({ actor: ADA_ID, page: '1', limit: '50' }));
  });

  it('asks for the days of the address, and refuses none it does not understand', async () => {
    await openAudit('/audit?from=2026-11-01&to=2026-11-29&action=user.nonsense&actor=x');
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ from: '2026-11-01', to: '2026-11-29', page: '1', limit: '50' });
    expect(screen.getByRole('button', { name: 'From' })).toHaveTextContent('01/11/2026');
    expect(screen.getByRole('button', { name: 'To' })).toHaveTextContent('29/11/2026');
  });

  it('asks for the first day picked in the calendar', async () => {
    const { user } = await openAudit('/audit?from=2026-10-05');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'From' }));
    await user.click(await screen.findByRole('button', { name: '12 October 2026' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ from: '2026-10-12', page: '1', limit: '50' }),
    );
  });

  it('moves between pages and page sizes', async () => {
    const { user } = await openAudit();
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Pages of the audit trail' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery().page).toBe('3'));

    await user.click(getField('Rows per page'));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '25' }));
  });
});

/** Captures what the browser would save: the clicked download links' names. */
function captureSaves() {
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:audit';
      static override revokeObjectURL = () => {};
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

describe('audit download', () => {
  it('downloads the entries of the current filters, signed in, as an Excel file', async () => {
    const saved = captureSaves();
    const { user, calls } = await openAudit(
      `/audit?actor=${ADA_ID}&action=user.role&from=2026-11-01&page=2&limit=25`,
      { [`GET ${DOWNLOAD}`]: { body: {} } },
    );
    await user.click(screen.getByRole('button', { name: 'Excel download' }));
    await waitFor(() => expect(saved).toEqual(['audit.xlsx']));
    // The same filters as the list, without its paging.
    expect(lastQuery(DOWNLOAD)).toEqual({ actor: ADA_ID, action: 'user.role', from: '2026-11-01' });
    const sent = calls.find((call) => call.path === DOWNLOAD);
    expect(sent?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(await screen.findAllByText('The Excel file has been downloaded.')).not.toHaveLength(0);
  });

  it('tells when the file could not be made', async () => {
    captureSaves();
    const { user } = await openAudit('/audit', {
      [`GET ${DOWNLOAD}`]: { status: 500, body: apiErrorBody('INTERNAL') },
    });
    await user.click(screen.getByRole('button', { name: 'Excel download' }));
    expect(
      await screen.findByText('The Excel file could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
