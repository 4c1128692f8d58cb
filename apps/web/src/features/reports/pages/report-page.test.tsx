import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';
import {
  buildEventReportSummary,
  buildReportRow,
  buildReportSummary,
} from '../reports.test-support';

const SUMMARY = '/api/users/report/countryAndType';
const DETAIL = '/api/users/report/countryAndTypeDetails';

function stubReport(handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  return mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    [`GET ${SUMMARY}`]: { body: buildReportSummary() },
    [`GET ${DETAIL}`]: { body: buildPage([buildReportRow()], { totalDocs: 25 }) },
    ...handlers,
  });
}

/** Opens the report at `path` as an administrator and waits for the summary table. */
async function openReport(path = '/report', handlers: Handlers = {}) {
  stubReport(handlers);
  const user = userEvent.setup();
  const view = renderApp(path);
  const table = await screen.findByRole(
    'table',
    { name: /Participants per country and user type/ },
    { timeout: PAGE_LOAD_MS },
  );
  return { user, table, ...view };
}

/** The text of every cell of a table, row by row. */
function cellTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

const lastQuery = (path: string) => requestedQueries(path).at(-1);

/** The query of the last detail request, as a plain object. */
const lastDetailQuery = () => Object.fromEntries(lastQuery(DETAIL) ?? []);

describe('report summary', () => {
  it('counts participants per country and user type with row, column and grand totals', async () => {
    const { table } = await openReport();
    expect(cellTexts(table)).toEqual([
      ['Country', 'Customer', 'Staff', 'Supplier', 'Family', 'Total'],
      ['Austria', '3', '1', '0', '2', '6'],
      ['Germany', '1,234', '40', '5', '0', '1,279'],
      ['Total', '1,237', '41', '5', '2', '1,285'],
    ]);
    expect(lastQuery(SUMMARY)?.toString()).toBe('type=1');
  });

  it.each([
    [
      'en',
      /Participants per country/,
      'Distance (km)',
      { Austria: '42.0', Germany: '12,345.6' },
      '12,387.6',
    ],
    [
      'de',
      /Teilnehmende nach Land/,
      'Strecke (km)',
      { Deutschland: '12.345,6', Österreich: '42,0' },
      '12.387,6',
    ],
  ])(
    'adds the km of each country and of everyone for a report of a challenge (%s)',
    async (lang, name, heading, byCountry, total) => {
      await i18n.changeLanguage(lang);
      stubReport({ [`GET ${SUMMARY}`]: { body: buildEventReportSummary() } });
      renderApp('/report/event-1/Spring%20Run');
      const table = await screen.findByRole('table', { name }, { timeout: PAGE_LOAD_MS });
      const rows = cellTexts(table);
      expect(rows[0]?.at(-1)).toBe(heading);
      expect(Object.fromEntries(rows.slice(1, -1).map((r) => [r[0], r.at(-1)]))).toEqual(byCountry);
      expect(rows.at(-1)?.at(-1)).toBe(total);
    },
  );

  it('writes numbers and country names the German way in German', async () => {
    await i18n.changeLanguage('de');
    stubReport();
    renderApp('/report');
    const table = await screen.findByRole(
      'table',
      { name: /Teilnehmende nach Land und Benutzertyp/ },
      { timeout: PAGE_LOAD_MS },
    );
    expect(within(table).getByRole('rowheader', { name: 'Deutschland' })).toBeInTheDocument();
    expect(cellTexts(table)[1]).toEqual(['Deutschland', '1.234', '40', '5', '0', '1.279']);
    expect(cellTexts(table).at(-1)).toEqual(['Gesamt', '1.237', '41', '5', '2', '1.285']);
    expect(screen.getByRole('heading', { name: 'Alle registrierten Teilnehmenden' })).toBeVisible();
  });

  it.each([
    ['en', /Participants per country/, ['Austria', 'France', 'Germany', 'Switzerland']],
    ['de', /Teilnehmende nach Land/, ['Deutschland', 'Frankreich', 'Österreich', 'Schweiz']],
  ])('lists the countries by the names it shows (%s), not by code', async (lang, name, rows) => {
    await i18n.changeLanguage(lang);
    const row = (code: string, n: number) => ({
      _id: code,
      Customer: n,
      Staff: 0,
      Supplier: 0,
      Family: 0,
      total: n,
      km: null,
    });
    // In code order, as the API sends them.
    const docs = [row('AT', 1), row('CH', 2), row('DE', 3), row('FR', 4)];
    const totals = { Customer: 10, Staff: 0, Supplier: 0, Family: 0, total: 10, km: null };
    stubReport({ [`GET ${SUMMARY}`]: { body: { docs, totals } } });
    renderApp('/report');
    const table = await screen.findByRole('table', { name }, { timeout: PAGE_LOAD_MS });
    expect(
      cellTexts(table)
        .slice(1, -1)
        .map((cells) => cells[0]),
    ).toEqual(rows);
  });

  it('shows the error toast of the spec when the report cannot be loaded', async () => {
    stubReport({ [`GET ${SUMMARY}`]: { status: 500, body: apiErrorBody('INTERNAL') } });
    renderApp('/report');
    const alert = await screen.findByText('Try again', {}, { timeout: PAGE_LOAD_MS });
    // The toast of admin spec §8, and the same words above the retry button.
    await waitFor(() =>
      expect(screen.getAllByText('The report could not be loaded.')).toHaveLength(2),
    );
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The report could not be loaded.');
  });

  it('draws participants per country as a chart the caption describes in words', async () => {
    await openReport();
    const figure = screen.getByRole('figure', { name: /Participants per country by user type/ });
    expect(figure).toHaveAccessibleName(
      /1,285 participants in 2 countries; the most in Germany \(1,279\)/,
    );
  });

  it.each([
    ['en', '1 participant in 1 country; the most in Austria (1).'],
    ['de', '1 teilnehmende Person in 1 Land; die meisten in Österreich (1).'],
  ])('counts one participant in one country in the singular (%s)', async (lang, words) => {
    await i18n.changeLanguage(lang);
    const one = { Customer: 1, Staff: 0, Supplier: 0, Family: 0, total: 1, km: null };
    stubReport({ [`GET ${SUMMARY}`]: { body: { docs: [{ _id: 'AT', ...one }], totals: one } } });
    renderApp('/report');
    const figure = await screen.findByRole('figure', {}, { timeout: PAGE_LOAD_MS });
    expect(figure.textContent).toContain(words);
  });
});

describe('report types', () => {
  it('offers only type 1 without an event', async () => {
    const { user } = await openReport('/report');
    expect(screen.getByRole('heading', { name: 'All registered participants' })).toBeVisible();
    await user.click(getField('Report type'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All registered participants']);
  });

  it('offers types 2, 3 and 4 for an event and asks for the chosen one with the event', async () => {
    const { user } = await openReport('/report/event-1/Spring%20Run');
    expect(screen.getByRole('heading', { name: 'Report: Spring Run' })).toBeVisible();
    expect(lastQuery(SUMMARY)?.toString()).toBe('type=2&eventId=event-1');

    await user.click(getField('Report type'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Participants of the challenge',
      'Participants with at least one activity',
      'Participants with activities and their distance',
    ]);
    await user.click(
      screen.getByRole('option', { name: 'Participants with at least one activity' }),
    );
    await waitFor(() => expect(lastQuery(SUMMARY)?.toString()).toBe('type=3&eventId=event-1'));
  });

  it('ignores a type that does not belong to the page', async () => {
    await openReport('/report/event-1/Spring%20Run?type=1');
    expect(lastQuery(SUMMARY)?.get('type')).toBe('2');
    expect(getField('Report type')).toHaveValue('Participants of the challenge');
  });
});

describe('report detail', () => {
  it.each([
    [
      'a cell',
      '1,234 – show the participants: Germany · Customer',
      { country: 'DE', userType: 'Customer' },
      'Germany · Customer',
    ],
    [
      'a row total',
      '1,279 – show the participants: Germany · all user types',
      { country: 'DE' },
      'Germany · all user types',
    ],
    [
      'a column total',
      '41 – show the participants: All countries · Staff',
      { userType: 'Staff' },
      'All countries · Staff',
    ],
    [
      'the grand total',
      '1,285 – show the participants: All countries · all user types',
      {},
      'All countries · all user types',
    ],
  ])('lists the participants behind %s', async (_what, button, cell, heading) => {
    const { user } = await openReport('/report/event-1/Spring%20Run');
    await user.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Ben Meyerben@example.comGermanyCustomerAcme GmbHSales',
    );
    expect(lastDetailQuery()).toEqual({
      type: '2',
      eventId: 'event-1',
      ...cell,
      page: '1',
      limit: '10',
    });
    expect(screen.getByText('25 participants')).toBeInTheDocument();
  });

  it('goes back to the summary with the Back button and with the browser', async () => {
    const { user, router } = await openReport();
    await user.click(screen.getByRole('button', { name: /Germany · Customer/ }));
    await screen.findByRole('heading', { name: 'Germany · Customer' });
    await user.click(screen.getByRole('button', { name: 'Back to the summary' }));
    expect(await screen.findByRole('table', { name: /Participants per country/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Austria · Staff/ }));
    await screen.findByRole('heading', { name: 'Austria · Staff' });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('table', { name: /Participants per country/ })).toBeVisible();
  });

  it('keeps the chosen count and page in the address, so a reload shows the same list', async () => {
    stubReport();
    renderApp('/report/event-1/Spring%20Run?type=3&view=detail&country=AT&page=2');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Austria · all user types' },
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(lastDetailQuery()).toEqual({
        type: '3',
        eventId: 'event-1',
        country: 'AT',
        page: '2',
        limit: '10',
      }),
    );
  });

  it('pages through the list', async () => {
    const { user } = await openReport();
    await user.click(screen.getByRole('button', { name: /Germany · Customer/ }));
    await screen.findByText('Ben Meyer');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastDetailQuery().page).toBe('2'));
  });

  it("shows each participant's total distance in km with one decimal in type 4", async () => {
    const { user } = await openReport('/report/event-1/Spring%20Run?type=4', {
      [`GET ${DETAIL}`]: { body: buildPage([buildReportRow({ totalDistance: 1234 })]) },
    });
    await user.click(screen.getByRole('button', { name: /Germany · Customer/ }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Total distance');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/1,234\.0 km$/);
  });

  it('leaves the distance out of the other types', async () => {
    const { user } = await openReport('/report/event-1/Spring%20Run?type=3');
    await user.click(screen.getByRole('button', { name: /Germany · Customer/ }));
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Total distance' })).toBeNull();
  });

  it('leads from a participant to their detail page', async () => {
    const { user, router } = await openReport();
    await user.click(screen.getByRole('button', { name: /Germany · Customer/ }));
    await user.click(await screen.findByRole('link', { name: 'Ben Meyer' }));
    expect(router.state.location.pathname).toBe('/userDetail/user-2');
  });
});

/** Captures what the browser would save: the clicked download links' names. */
function captureSaves() {
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:report';
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

describe('report downloads', () => {
  it('downloads the summary and the list shown as Excel files', async () => {
    const saved = captureSaves();
    const { user } = await openReport('/report/event-1/Spring%20Run?type=4', {
      'GET /api/users/report/countryAndType/download': { body: {} },
      'GET /api/users/report/countryAndTypeDetails/download': { body: {} },
    });
    await user.click(screen.getByRole('button', { name: 'Download summary' }));
    await waitFor(() => expect(saved).toEqual(['report_type_summary_4.xlsx']));
    expect(lastQuery('/api/users/report/countryAndType/download')?.toString()).toBe(
      'type=4&eventId=event-1',
    );

    await user.click(screen.getByRole('button', { name: /All countries · Staff/ }));
    await user.click(await screen.findByRole('button', { name: 'Download list' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(lastQuery('/api/users/report/countryAndTypeDetails/download')?.toString()).toBe(
      'type=4&userType=Staff&eventId=event-1',
    );
    expect(await screen.findAllByText('The Excel file has been downloaded.')).not.toHaveLength(0);
  });
});

describe('report download language', () => {
  it.each([
    ['en', 'Download summary'],
    ['de', 'Zusammenfassung herunterladen'],
  ])('asks for the file in the UI language (%s), which names its headers', async (lang, label) => {
    await i18n.changeLanguage(lang);
    const saved = captureSaves();
    const languages: Array<string | null> = [];
    stubReport({
      'GET /api/users/report/countryAndType/download': ({ headers }) => {
        languages.push(headers.get('Accept-Language'));
        return { body: {} };
      },
    });
    const user = userEvent.setup();
    renderApp('/report');
    await user.click(await screen.findByRole('button', { name: label }, { timeout: PAGE_LOAD_MS }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(languages).toEqual([lang]);
  });
});

describe('report access', () => {
  it('is in the administration menu between the dashboard and the challenges', async () => {
    await openReport();
    const menu = screen.getByRole('navigation', { name: 'Administration menu' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries.slice(0, 3)).toEqual(['Dashboard', 'Report', 'Challenges']);
  });

  it('is not open to participants', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': { body: { docs: [] } },
    });
    const { router } = renderApp('/report');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/report'));
    expect(requestedQueries(SUMMARY)).toHaveLength(0);
  });
});
