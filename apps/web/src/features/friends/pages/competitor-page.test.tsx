import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCompetitor, buildProfile } from '../../../test/factories';
import { apiErrorBody, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

function openCompetitor(
  path: string,
  reply: Parameters<typeof mockFetch>[0][string],
  unit: 'KM' | 'MILE' = 'KM',
) {
  signInAs('user');
  mockFetch({
    'GET /api/profile': { body: buildProfile({ unit }) },
    'GET /api/users/competitor/ben': reply,
  });
  return renderApp(path);
}

describe('competitor page', () => {
  it('shows the competitor with country, team, rank of all members and distance', async () => {
    openCompetitor('/competitor/ben', { body: buildCompetitor() });
    expect(
      await screen.findByRole('heading', { name: 'Ben Braun' }, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    expect(screen.getByText('Austria')).toBeInTheDocument();
    expect(screen.getByText(/Blue Runners/)).toBeInTheDocument();
    const event = screen.getByRole('article');
    expect(within(event).getByRole('heading', { name: 'Spring Run' })).toBeInTheDocument();
    expect(event).toHaveTextContent('3 of 1,250');
    expect(event).toHaveTextContent('42.5 km');
    expect(screen.getByRole('button', { name: 'Add friend: Ben Braun' })).toBeInTheDocument();
  });

  it('asks for one event and shows the distance in miles for a miles user', async () => {
    openCompetitor('/competitor/ben/event-1', { body: buildCompetitor() }, 'MILE');
    const event = await screen.findByRole('article', {}, { timeout: PAGE_LOAD_MS });
    expect(event).toHaveTextContent('26.4 miles');
    const url = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/users/competitor/ben');
    expect(url?.searchParams.get('eventId')).toBe('event-1');
  });

  it('says the competitor cannot be found when they keep their activities private', async () => {
    openCompetitor('/competitor/ben', { status: 404, body: apiErrorBody('NOT_FOUND') });
    expect(
      await screen.findByText(
        'This participant does not exist or does not share their profile.',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
  });
});
