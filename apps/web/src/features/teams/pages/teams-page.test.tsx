import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildProfile, buildTeam } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const blue = buildTeam();
const green = buildTeam({
  _id: 'team-2',
  name: 'green hill walkers',
  description: null,
  memberCount: 1,
});

async function openTeams(handlers: Handlers = {}, profile = buildProfile()) {
  signInAs('user');
  const calls = mockFetch({
    'GET /api/profile': { body: profile },
    'GET /api/teams/all': { body: { docs: [blue, green] } },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/teams');
  const list = await screen.findByRole('list', { name: 'Teams' }, { timeout: PAGE_LOAD_MS });
  return { user, calls, list, ...view };
}

const cardOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('participant teams page', () => {
  it('lists every team with initials, description and members, marking the own one', async () => {
    const { list } = await openTeams({}, buildProfile({ teamId: 'team-2' }));
    expect(cardOf(list, 'Blue Runners')).toHaveTextContent(
      /BR\s*Blue Runners\s*The sales department on the move\.\s*4 members/,
    );
    const own = cardOf(list, 'green hill walkers');
    expect(own).toHaveTextContent(/GH\s*green hill walkers\s*Your team\s*1 member/);
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(
      within(cardOf(list, 'Blue Runners')).getByRole('button', { name: 'Switch to Blue Runners' }),
    ).toBeInTheDocument();
  });

  it('cuts a long team name at 20 characters, keeping it whole as its tooltip (spec §9)', async () => {
    const long = buildTeam({ _id: 'team-3', name: 'Research and Development Walkers' });
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/teams/all': { body: { docs: [long] } },
    });
    renderApp('/teams');
    const list = await screen.findByRole('list', { name: 'Teams' }, { timeout: PAGE_LOAD_MS });
    const shown = within(list).getByText('Research and Develop…');
    expect(shown.closest('[title]')).toHaveAttribute('title', 'Research and Development Walkers');
    expect(within(list).getByText('Research and Development Walkers')).toBeInTheDocument();
    expect(within(list).getByText('RA')).toBeInTheDocument();
  });

  it('joins a team and marks it with the profile the server answers', async () => {
    const { user, calls, list } = await openTeams({
      'POST /api/profile/registerTeam': { body: buildProfile({ teamId: 'team-1' }) },
    });
    await user.click(within(list).getByRole('button', { name: 'Join Blue Runners' }));

    expect(await screen.findByText('You have joined Blue Runners.')).toBeInTheDocument();
    const join = calls.find((c) => c.path === '/api/profile/registerTeam');
    expect(join?.method).toBe('POST');
    expect(join?.body).toEqual({ teamId: 'team-1' });
    await waitFor(() =>
      expect(cardOf(list, 'Blue Runners')).toHaveAttribute('aria-current', 'true'),
    );
    expect(
      within(cardOf(list, 'Blue Runners')).getByRole('button', { name: 'Leave Blue Runners' }),
    ).toBeInTheDocument();
  });

  it('leaves the own team only after confirmation', async () => {
    const { user, calls, list } = await openTeams(
      { 'POST /api/profile/leaveTeam': { body: buildProfile({ teamId: null }) } },
      buildProfile({ teamId: 'team-1' }),
    );
    await user.click(within(list).getByRole('button', { name: 'Leave Blue Runners' }));
    let dialog = await findSpecConfirmation('Leave this team?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/profile/leaveTeam')).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Leave Blue Runners' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave this team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('You have left the team.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/profile/leaveTeam')).toHaveLength(1);
    await waitFor(() => expect(cardOf(list, 'Blue Runners')).not.toHaveAttribute('aria-current'));
  });

  it('says so in a toast when the server refuses to join', async () => {
    const { user, list } = await openTeams({
      'POST /api/profile/registerTeam': { status: 404, body: apiErrorBody('NOT_FOUND') },
    });
    await user.click(within(list).getByRole('button', { name: 'Join Blue Runners' }));
    expect(await screen.findByText('The requested item was not found.')).toBeInTheDocument();
  });

  it('says so when the teams cannot be loaded', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/teams/all': { status: 403, body: apiErrorBody('FORBIDDEN') },
    });
    renderApp('/teams');
    // The spec's toast, and the same message in place of the list with a way to try again.
    await waitFor(
      () => expect(screen.getAllByText('The teams could not be loaded.')).toHaveLength(2),
      { timeout: PAGE_LOAD_MS },
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
