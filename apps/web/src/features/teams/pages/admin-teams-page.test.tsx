import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildProfile, buildTeam } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const teams = [
  buildTeam(),
  buildTeam({ _id: 'team-2', name: 'Grün Läufer', description: 'Logistik', memberCount: 0 }),
  buildTeam({ _id: 'team-3', name: 'Finance Walkers', description: null, memberCount: 12 }),
];

async function openAdminTeams(handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/teams/all': { body: { docs: teams } },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/teams');
  await screen.findByRole('searchbox', { name: 'Search teams' }, { timeout: PAGE_LOAD_MS });
  await screen.findByRole('table');
  return { user, calls, ...view };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('admin teams page', () => {
  it('lists name, description and members of every team', async () => {
    await openAdminTeams();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Description', 'Members', 'Actions']);
    expect(bodyRows()[0]).toHaveTextContent(/Blue Runners.*The sales department on the move\.4/);
    expect(screen.getByText('3 teams')).toBeInTheDocument();
  });

  it('searches the loaded teams locally, ignoring accents and case', async () => {
    const { user, calls } = await openAdminTeams();
    const loads = calls.filter((c) => c.path === '/api/teams/all').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'grun');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Grün Läufer');
    expect(screen.getByText('1 team')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search teams' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'nobody');
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/teams/all')).toHaveLength(loads);
  });

  it('requires a name before saving a new team', async () => {
    const { user, calls } = await openAdminTeams();
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    await user.type(getField('Team name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a taken name under the field and keeps what was typed', async () => {
    const { user, calls } = await openAdminTeams({
      'POST /api/teams': { status: 409, body: apiErrorBody('TEAM_NAME_EXISTS') },
    });
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    await user.type(getField('Team name'), ' Blue Runners ');
    await user.type(within(dialog).getByLabelText('Description'), 'Second try');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('A team with this name already exists.'),
    ).toBeInTheDocument();
    expect(getField('Team name')).toHaveValue(' Blue Runners ');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Second try');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Blue Runners',
      description: 'Second try',
    });
  });

  it('shows the server’s field code under the name', async () => {
    const { user } = await openAdminTeams({
      'PATCH /api/teams/team-1': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { name: ['NAME_REQUIRED'] }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Blue Runners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    expect(getField('Team name')).toHaveValue('Blue Runners');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  });

  it('saves a team and closes the dialog', async () => {
    const { user, calls } = await openAdminTeams({
      'PATCH /api/teams/team-1': { body: buildTeam({ name: 'Blue Sprinters' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Blue Runners' }));
    await screen.findByRole('dialog', { name: 'Edit team' });
    await user.clear(getField('Team name'));
    await user.type(getField('Team name'), 'Blue Sprinters');
    await user.clear(screen.getByLabelText('Description'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The team has been updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Blue Sprinters',
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a team only after confirmation', async () => {
    const { user, calls } = await openAdminTeams({
      'DELETE /api/teams/team-3': { body: { msg: 'DELETED' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Finance Walkers' }));
    let dialog = await findSpecConfirmation('Delete this team?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Finance Walkers' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The team has been deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/teams/team-3',
    ]);
  });
});
