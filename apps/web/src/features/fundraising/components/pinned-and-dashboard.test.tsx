import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubIntersectionObserver } from '../../../test/browser-stubs';
import {
  buildEvent,
  buildFeedPage,
  buildFundraising,
  buildMyEvent,
  buildPage,
  buildPost,
  buildProfile,
} from '../../../test/factories';
import { apiErrorBody, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const noCause = { status: 404, body: apiErrorBody('NOT_FOUND') };

describe('the money raised on the newsfeed', () => {
  it('pins one line per running challenge with a cause, leading to its progress', async () => {
    stubIntersectionObserver();
    signInAs('user');
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/activities/newFeedsAdmin': { body: { docs: [] } },
      'GET /api/activities/newFeedsAll': { body: buildFeedPage([buildPost()]) },
      'GET /api/profile/events': {
        body: {
          docs: [
            buildMyEvent(),
            buildMyEvent({ _id: 'event-2', name: 'Bike Week' }),
            buildMyEvent({ _id: 'event-3', name: 'Winter Run', state: 'ended' }),
          ],
        },
      },
      'GET /api/events/event-1/fundraising': {
        body: buildFundraising({ raisedMinor: 123_456 }),
      },
      'GET /api/events/event-2/fundraising': noCause,
      'GET /api/events/event-3/fundraising': { body: buildFundraising({ eventId: 'event-3' }) },
    });
    renderApp('/newsfeed');
    const pinned = await screen.findByRole(
      'complementary',
      { name: 'Money raised' },
      { timeout: PAGE_LOAD_MS },
    );
    const line = within(pinned).getByRole('link');
    expect(line).toHaveTextContent('€1,234.56 raised for Children’s Hospital');
    expect(line).toHaveAttribute('href', '/progress?eventId=event-1');
    // Ended challenges are not asked for; one without a cause shows nothing.
    expect(calls.some((c) => c.path === '/api/events/event-3/fundraising')).toBe(false);
    expect(calls.some((c) => c.path === '/api/events/event-2/fundraising')).toBe(true);
    expect(within(pinned).getAllByRole('link')).toHaveLength(1);

    await act(() => i18n.changeLanguage('de'));
    expect(
      await screen.findByText('1.234,56 € für Children’s Hospital gesammelt'),
    ).toBeInTheDocument();
  });

  it('pins nothing when no running challenge has a cause', async () => {
    stubIntersectionObserver();
    signInAs('user');
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/activities/newFeedsAdmin': { body: { docs: [] } },
      'GET /api/activities/newFeedsAll': { body: buildFeedPage([buildPost()]) },
      'GET /api/profile/events': { body: { docs: [buildMyEvent()] } },
      'GET /api/events/event-1/fundraising': noCause,
    });
    renderApp('/newsfeed');
    await screen.findByRole('article', { name: 'Ben Becker' }, { timeout: PAGE_LOAD_MS });
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/events/event-1/fundraising')).toBe(true),
    );
    expect(screen.queryByRole('complementary', { name: 'Money raised' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the money raised on the admin dashboard', () => {
  it('lists each running event with a cause, its amount and the percent of its caps', async () => {
    signInAs('admin', 'admin-1');
    mockFetch({
      'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
      'GET /api/events': {
        body: buildPage([
          buildEvent(),
          buildEvent({ _id: 'event-2', name: 'Bike Week' }),
          buildEvent({ _id: 'event-3', name: 'Autumn Walk', state: 'upcoming' }),
          buildEvent({ _id: 'event-4', name: 'Step Month' }),
        ]),
      },
      'GET /api/events/event-1/fundraising': {
        body: buildFundraising({ raisedMinor: 4250, capTotalMinor: 10_000 }),
      },
      'GET /api/events/event-2/fundraising': noCause,
      'GET /api/events/event-4/fundraising': {
        body: buildFundraising({
          eventId: 'event-4',
          charityName: 'Food bank',
          capTotalMinor: null,
        }),
      },
    });
    renderApp('/dashboard');
    const list = await screen.findByRole(
      'list',
      { name: 'Money raised per running challenge' },
      { timeout: PAGE_LOAD_MS },
    );
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Spring RunFor Children’s Hospital · 42.5 % of the pledged maximum€42.50',
      'Step MonthFor Food bank€30.85',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Spring Run' })).toHaveAttribute(
      'href',
      '/eventDetail/event-1/Spring%20Run',
    );
  });

  it('says when no running event collects donations', async () => {
    signInAs('admin', 'admin-1');
    mockFetch({
      'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
      'GET /api/events': { body: buildPage([buildEvent({ state: 'ended' })]) },
    });
    renderApp('/dashboard');
    expect(
      await screen.findByText(
        'No running challenge collects donations.',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeVisible();
  });
});
