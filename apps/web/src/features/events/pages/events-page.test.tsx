import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildEvent, buildPage, buildProfile } from '../../../test/factories';
import { type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const springRun = buildEvent();
const threePages = buildPage([springRun], { totalDocs: 25 });

async function openEvents(listAnswer: Handlers[string], handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/events': listAnswer,
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/events');
  const search = i18n.t('events:search.label');
  await screen.findByRole('searchbox', { name: search }, { timeout: PAGE_LOAD_MS });
  return { user, calls, ...view };
}

const listQueries = () => requestedQueries('/api/events');

const lastListQuery = () => listQueries().at(-1);

function currentPageButton(): HTMLElement {
  const pages = screen.getByRole('navigation', { name: 'Pages of the challenge list' });
  return within(pages).getByRole('button', { current: 'page' });
}

describe('admin events page', () => {
  it('lists name, dates, target in km and miles, progress, participants and state in a table on wide screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await openEvents({ body: buildPage([springRun]) });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Start',
      'End',
      'Target',
      'Progress',
      'Participants',
      'State',
      'Status',
      'Actions',
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Spring Run.*10\/06\/2026.*20\/06\/2026.*100 km \/ 62\.1 mi.*12\.5 \/ 100 km · 12\.5 %.*1,234.*Running.*Visible to participants/,
    );
  });

  it.each([
    ['en', '1,234.5 / 2,000 km · 61.7 %'],
    ['de', '1.234,5 / 2.000 km · 61,7 %'],
  ])(
    "shows each challenge's km together against its target on a phone too (%s)",
    async (lang, text) => {
      await i18n.changeLanguage(lang);
      const big = buildEvent({ maximumKm: 2000, maximumMile: 1242.74, totalKm: 1234.5 });
      await openEvents({ body: buildPage([big]) });
      expect(await screen.findByText(text)).toBeVisible();
    },
  );

  it('writes 0 % for a challenge nobody has moved yet', async () => {
    await openEvents({ body: buildPage([buildEvent({ totalKm: 0, totalMile: 0 })]) });
    expect(await screen.findByText('0.0 / 100 km · 0 %')).toBeVisible();
  });

  it('names the status of each challenge, hidden ones included, never as a bare number', async () => {
    const draft = buildEvent({ _id: 'event-2', name: 'Autumn Draft', status: 0 });
    await openEvents({ body: buildPage([springRun, draft]) });
    await screen.findByText('Autumn Draft');
    expect(screen.getAllByText('Hidden (draft)')).not.toHaveLength(0);
    expect(screen.getAllByText('Visible to participants')).not.toHaveLength(0);
    expect(screen.queryByText(/\(default\)/)).not.toBeInTheDocument();
  });

  it('pages through the events and asks for the chosen page size from page 1', async () => {
    const { user } = await openEvents({ body: threePages });
    await screen.findByText('Spring Run');
    expect(lastListQuery()?.get('limit')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery()?.get('page')).toBe('2'));
    expect(currentPageButton()).toHaveTextContent('2');

    await user.click(getField('Rows per page'));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(lastListQuery()?.get('limit')).toBe('50'));
    expect(lastListQuery()?.get('page')).toBe('1');
  });

  it('clamps a typed page number to the existing pages', async () => {
    const { user } = await openEvents({ body: threePages });
    await screen.findByText('Spring Run');
    await user.clear(getField('Page'));
    await user.type(getField('Page'), '7{Enter}');
    expect(getField('Page')).toHaveValue('3');
    await waitFor(() => expect(lastListQuery()?.get('page')).toBe('3'));
  });

  it('searches events by name after a pause in typing', async () => {
    const { user } = await openEvents({ body: threePages });
    await screen.findByText('Spring Run');
    await user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'spring');
    await waitFor(() => expect(lastListQuery()?.get('filter')).toBe('spring'));
    expect(lastListQuery()?.get('page')).toBe('1');
  });

  it('says in the title that the activities go too and deletes only after confirmation', async () => {
    const { user, calls } = await openEvents(
      { body: threePages },
      { 'DELETE /api/events/event-1': { status: 204 } },
    );
    await screen.findByText('Spring Run');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery()?.get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Delete Spring Run' }));
    let dialog = await findSpecConfirmation(
      'Delete this challenge with all activities and photos logged in it?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const loads = listQueries().length;
    await user.click(screen.getByRole('button', { name: 'Delete Spring Run' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Delete this challenge with all activities and photos logged in it?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The challenge has been deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/events/event-1')).toBe(true);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(loads));
    expect(lastListQuery()?.get('page')).toBe('2');
  });

  it('says so when no event matches', async () => {
    await openEvents({ body: buildPage([]) });
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(screen.getByText('0 challenges')).toBeInTheDocument();
  });

  it('leads from each event to its report and from its name to its detail page', async () => {
    const { user, router } = await openEvents({ body: buildPage([springRun]) });
    const report = await screen.findByRole('link', { name: 'Report of Spring Run' });
    expect(report).toHaveAttribute('href', '/report/event-1/Spring%20Run');
    await user.click(report);
    expect(router.state.location.pathname).toBe('/report/event-1/Spring%20Run');

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('link', { name: 'Spring Run' }));
    expect(router.state.location.pathname).toBe('/eventDetail/event-1/Spring%20Run');
  });
});
