import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildAdminUser, buildPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const ben = buildAdminUser();
const threePages = buildPage([ben], { totalDocs: 25 });

async function openUsers(listAnswer: Handlers[string], handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/users': listAnswer,
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/users');
  await screen.findByRole('searchbox', { name: 'Search users' }, { timeout: PAGE_LOAD_MS });
  return { user, calls, ...view };
}

const listQueries = () => requestedQueries('/api/users');

const lastListQuery = () => listQueries().at(-1);

/** The highlighted page button of the pagination. */
function currentPageButton(): HTMLElement {
  const pages = screen.getByRole('navigation', { name: 'Pages of the user list' });
  return within(pages).getByRole('button', { current: 'page' });
}

describe('users page', () => {
  it('clamps a page number beyond the last page to the last page', async () => {
    const { user } = await openUsers({ body: threePages });
    await screen.findByText('ben@example.com');
    const pageField = getField('Page');
    await user.clear(pageField);
    await user.type(pageField, '9{Enter}');

    expect(pageField).toHaveValue('3');
    await waitFor(() => expect(lastListQuery()?.get('page')).toBe('3'));
    expect(currentPageButton()).toHaveTextContent('3');
  });

  it('clamps a page number below 1 to the first page', async () => {
    const { user } = await openUsers({ body: threePages });
    await screen.findByText('ben@example.com');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastListQuery()?.get('page')).toBe('3'));

    const pageField = getField('Page');
    await user.clear(pageField);
    await user.type(pageField, '0');
    await user.tab();

    expect(pageField).toHaveValue('1');
    await waitFor(() => expect(currentPageButton()).toHaveTextContent('1'));
  });

  it('asks for the chosen page size and starts again at page 1', async () => {
    const { user } = await openUsers({ body: threePages });
    await screen.findByText('ben@example.com');
    await user.click(getField('Rows per page'));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(lastListQuery()?.get('limit')).toBe('25'));
    expect(lastListQuery()?.get('page')).toBe('1');
  });

  it('searches the name and email fields after a pause in typing', async () => {
    const { user } = await openUsers({ body: threePages });
    await screen.findByText('ben@example.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'meyer');
    await waitFor(() => expect(lastListQuery()?.get('filter')).toBe('meyer'));
    expect(lastListQuery()?.get('fields')).toBe('firstName,lastName,displayName,email');
    expect(listQueries().filter((q) => q.has('filter'))).toHaveLength(1);
  });

  it('says so when no user matches', async () => {
    await openUsers({ body: buildPage([]) });
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('reports a failed first load and shows an empty list', async () => {
    await openUsers({ status: 403, body: apiErrorBody('FORBIDDEN') });
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByText('No record found')).toBeInTheDocument();
    expect(screen.getByText('0 users')).toBeInTheDocument();
  });

  it('goes back to page 1 with 10 rows, loaded afresh, when a page fails to load', async () => {
    let answered = 0;
    const { user } = await openUsers(() => {
      answered += 1;
      return answered === 2
        ? { status: 403, body: apiErrorBody('FORBIDDEN') }
        : { body: threePages };
    });
    await screen.findByText('ben@example.com');
    await user.click(getField('Rows per page'));
    await user.click(await screen.findByRole('option', { name: '25' }));

    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(lastListQuery()?.get('page')).toBe('1');
    expect(lastListQuery()?.get('limit')).toBe('10');
    expect(getField('Rows per page')).toHaveValue('10');
  });

  it('flips the status after confirmation and reloads page 1', async () => {
    const { user, calls } = await openUsers(
      { body: threePages },
      { 'PATCH /api/users/user-2': { body: { ...ben, status: false } } },
    );
    await screen.findByText('ben@example.com');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentPageButton()).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'Deactivate Ben Meyer' }));
    const dialog = await findSpecConfirmation('Change the status of this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, change status' }));

    expect(await screen.findByText('The user has been deactivated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: false });
    await waitFor(() => expect(currentPageButton()).toHaveTextContent('1'));
    expect(lastListQuery()?.get('page')).toBe('1');
  });

  it('deletes after confirmation and stays on the current page', async () => {
    const { user, calls } = await openUsers(
      { body: threePages },
      { 'DELETE /api/users/user-2': { status: 204 } },
    );
    await screen.findByText('ben@example.com');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery()?.get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Delete Ben Meyer' }));
    const dialog = await findSpecConfirmation('Delete this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The user has been deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/user-2')).toBe(true);
    expect(lastListQuery()?.get('page')).toBe('2');
  });

  it('lists name, email, country, user type, role and status in a table on wide screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await openUsers({
      body: buildPage([
        ben,
        buildAdminUser({ _id: 'u3', status: false, role: 'admin', country: 'HK', userType: null }),
      ]),
    });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Country', 'User type', 'Role', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(
      /Ben Meyer.*ben@example\.com.*Germany.*Customer.*Participant.*Active/,
    );
    expect(rows[1]).toHaveTextContent(/Hong Kong SAR.*—.*Administrator.*Inactive/);
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Activate Ben Meyer' }),
    ).toBeEnabled();
  });

  it('does not offer to deactivate or delete the signed-in admin', async () => {
    await openUsers({ body: buildPage([buildAdminUser({ _id: 'admin-1', role: 'admin' })]) });
    expect(await screen.findByRole('button', { name: 'Delete Ben Meyer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate Ben Meyer' })).toBeDisabled();
  });
});
