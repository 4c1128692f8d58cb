import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEventDetail, buildProfile } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

function openAsAdmin(path: string, handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/events/event-1/detail': { body: buildEventDetail() },
    ...handlers,
  });
  return renderApp(path);
}

describe('event detail page', () => {
  it('shows dates, status, participants and the total distance against the target', async () => {
    openAsAdmin('/eventDetail/event-1/Spring%20Run');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Spring Run', level: 2 },
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Challenge Detail', level: 1 })).toBeVisible();
    expect(screen.getByText('10/06/2026 – 20/06/2026')).toBeInTheDocument();
    expect(screen.getByText('Visible to participants')).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('61.7 km of 100.0 km (61.7 %)')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Total distance against the target' }),
    ).toHaveAttribute('aria-valuenow', '61.7');
  });

  it('lists the top ten and leads to the report and to each participant', async () => {
    openAsAdmin('/eventDetail/event-1/Spring%20Run');
    const top = await screen.findByRole(
      'region',
      { name: 'Ranking: the top ten' },
      { timeout: PAGE_LOAD_MS },
    );
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent('1Ben Meyer42.0 km4');
    expect(within(top).getByRole('link', { name: 'Ben Meyer' })).toHaveAttribute(
      'href',
      '/userDetail/user-2',
    );
    // The page's own link, not the drawer's entry.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Report' })).toHaveAttribute(
      'href',
      '/report/event-1/Spring%20Run',
    );
    expect(screen.getByRole('link', { name: 'Distances of all participants' })).toHaveAttribute(
      'href',
      '/report/event-1/Spring%20Run?type=4',
    );
  });

  it('says when the event cannot be loaded', async () => {
    openAsAdmin('/eventDetail/event-9/Gone', {
      'GET /api/events/event-9/detail': { status: 404, body: apiErrorBody('NOT_FOUND') },
    });
    expect(
      await screen.findByText(
        'The challenge Gone could not be loaded.',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
  });

  it('without an event, says where to choose one', async () => {
    openAsAdmin('/eventDetail');
    expect(
      await screen.findByRole('link', { name: 'Go to the challenges' }, { timeout: PAGE_LOAD_MS }),
    ).toHaveAttribute('href', '/events');
  });
});
