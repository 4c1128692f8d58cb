import { auditActions, auditObjectTypes } from '@cc/shared/audit/audit.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { catalogsOf, leafKeys } from '../../../locales/catalog-reader';
import { buildAdminUser, buildPage, buildProfile, buildSettings } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';
import { ADA_ID, buildAuditEntry } from '../audit.test-support';

const AUDIT = '/api/admin/audit';
const DOWNLOAD = '/api/admin/audit/download';

function stubAudit(handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  return mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/settings': { body: buildSettings({ timeZone: 'Europe/Berlin' }) },
    [`GET ${AUDIT}`]: { body: buildPage([buildAuditEntry()], { totalDocs: 120, limit: 50 }) },
    ...handlers,
  });
}

/** Opens the Audit page at `path` as an administrator and waits until it has loaded. */
async function openAudit(path = '/audit', handlers: Handlers = {}) {
  const calls = stubAudit(handlers);
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole(
    'button',
    { name: /Excel download|Excel-Download/ },
    { timeout: PAGE_LOAD_MS },
  );
  return { user, calls, ...view };
}

/** The query of the last list request, as a plain object. */
const lastQuery = (path = AUDIT) => Object.fromEntries(requestedQueries(path).at(-1) ?? []);

/** The text of each cell of the table's rows (without the heading row). */
async function rowTexts(): Promise<string[][]> {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''));
}

describe('audit page', () => {
  it('shows when, who, the action in words, the object and the change of each entry', async () => {
    await openAudit();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Object', 'Changes']);
    // 23:30 UTC is already the next day in the platform's time zone.
    expect(await rowTexts()).toEqual([
      [
        '30/11/2026 00:30',
        'Ada Adminada@example.com',
        'Role changed',
        'Useruser-2',
        'Role: Participant → Administrator',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'user-2' })).toHaveAttribute(
      'href',
      '/userDetail/user-2',
    );
    expect(screen.getByText('120 entries')).toBeInTheDocument();
  });

  it('asks for 50 entries, newest first, without filters at first', async () => {
    await openAudit();
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ page: '1', limit: '50' });
  });

  it.each([
    ['en', 'Role changed', 'Account activated or deactivated', 'Status: Active → Inactive'],
    ['de', 'Rolle geändert', 'Konto aktiviert oder deaktiviert', 'Status: Aktiv → Inaktiv'],
  ])('names the actions and values in words in %s', async (lang, role, activation, status) => {
    await i18n.changeLanguage(lang);
    await openAudit('/audit', {
      [`GET ${AUDIT}`]: {
        body: buildPage([
          buildAuditEntry(),
          buildAuditEntry({
            _id: 'audit-2',
            action: 'user.activation',
            before: { status: true },
            after: { status: false },
          }),
        ]),
      },
    });
    const rows = await rowTexts();
    expect(rows.map((cells) => cells[2])).toEqual([role, activation]);
    expect(rows[1]?.[4]).toBe(status);
    expect(screen.queryByText('user.role')).toBeNull();
  });

  it('says "deleted account" for a writer whose account is gone', async () => {
    await openAudit('/audit', {
      [`GET ${AUDIT}`]: { body: buildPage([buildAuditEntry({ actor: null })]) },
    });
    const [row] = await rowTexts();
    expect(row?.[1]).toBe('Deleted account');
  });

  it('shows what a creation set (days and instants as the tables write them), and no link to a deleted object', async () => {
    await openAudit('/audit', {
      [`GET ${AUDIT}`]: {
        body: buildPage([
          buildAuditEntry({
            action: 'event.create',
            objectType: 'event',
            objectId: 'event-1',
            before: null,
            after: {
              name: 'Spring Run',
              startDate: '2027-03-01',
              createdAt: '2026-11-29T23:30:00.000Z',
            },
          }),
          buildAuditEntry({
            _id: 'audit-2',
            action: 'team.delete',
            objectType: 'team',
            objectId: 'team-1',
            before: { name: 'Sales' },
            after: null,
          }),
          buildAuditEntry({
            _id: 'audit-3',
            action: 'report.download',
            objectType: 'report',
            objectId: null,
            before: null,
            after: null,
          }),
        ]),
      },
    });
    const rows = await rowTexts();
    expect(rows.map((cells) => cells.slice(2))).toEqual([
      [
        'Challenge created',
        'Challengeevent-1',
        'Name: Spring RunStart date: 01/03/2027Created: 30/11/2026 00:30',
      ],
      ['Team deleted', 'Teamteam-1', 'Name: Sales'],
      ['Report downloaded', 'Report', 'No fields recorded'],
    ]);
    expect(screen.getByRole('link', { name: 'event-1' })).toHaveAttribute(
      'href',
      '/eventDetail/event-1',
    );
    expect(screen.queryByRole('link', { name: 'team-1' })).toBeNull();
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

  it.each([
    ['en', 'Country: Germany', 'Action: Role changed, Object: User'],
    ['de', 'Land: Deutschland', 'Aktion: Rolle geändert, Objekt: Benutzer'],
  ])(
    "names countries and a download's filters, leaving out what a creation left empty (%s)",
    async (lang, country, filters) => {
      await i18n.changeLanguage(lang);
      await openAudit('/audit', {
        [`GET ${AUDIT}`]: {
          body: buildPage([
            buildAuditEntry({
              action: 'user.create',
              before: null,
              after: { country: 'DE', company: null, teamName: '' },
            }),
            buildAuditEntry({
              _id: 'audit-2',
              action: 'export.download',
              objectType: 'export',
              objectId: null,
              before: null,
              after: { filters: { action: 'user.role', objectType: 'user' } },
            }),
          ]),
        },
      });
      const rows = await rowTexts();
      expect(rows[0]?.[4]).toBe(country);
      expect(rows[1]?.[4]).toContain(filters);
    },
  );

  it('names the fields of a value that is an object, such as a payment', async () => {
    await openAudit('/audit', {
      [`GET ${AUDIT}`]: {
        body: buildPage([
          buildAuditEntry({
            action: 'pledge.update',
            objectType: 'pledge',
            objectId: 'pledge-1',
            before: null,
            after: { payment: { amountMinor: 100, paidOn: '2026-11-29', reference: 'INV-1' } },
          }),
        ]),
      },
    });
    const [row] = await rowTexts();
    expect(row?.[4]).toBe('Payment: amountMinor: 100, paidOn: 29/11/2026, reference: INV-1');
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

  it('says so when nothing matches the filters', async () => {
    await openAudit('/audit?action=user.delete', { [`GET ${AUDIT}`]: { body: buildPage([]) } });
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
  });

  it('says so when nothing has been recorded yet', async () => {
    await openAudit('/audit', { [`GET ${AUDIT}`]: { body: buildPage([]) } });
    expect(await screen.findByText('No administrator has changed anything yet.')).toBeVisible();
  });

  it('reports a failed load and loads again on request', async () => {
    let answered = 0;
    const { user } = await openAudit('/audit', {
      [`GET ${AUDIT}`]: () => {
        answered += 1;
        return answered === 1
          ? { status: 403, body: apiErrorBody('FORBIDDEN') }
          : { body: buildPage([buildAuditEntry()]) };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit trail could not be loaded.');
    expect(alert).toHaveTextContent('You are not allowed to do this.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
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

describe('audit access', () => {
  it('is the last entry of the administration menu, before logging out', async () => {
    await openAudit();
    const menu = screen.getByRole('navigation', { name: 'Administration menu' });
    // The menu's own list; the legal links follow it at the foot of the drawer.
    const list = menu.querySelector('nav') ?? menu;
    const entries = [...list.querySelectorAll('a, button')].map((entry) => entry.textContent);
    expect(entries.slice(-2)).toEqual(['Audit trail', 'Log out']);
    expect(within(menu).getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is not open to participants', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': { body: { docs: [] } },
    });
    const { router } = renderApp('/audit');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/audit'));
    expect(requestedQueries(AUDIT)).toHaveLength(0);
  });
});

describe('audit texts', () => {
  it.each(['de', 'en'] as const)(
    'name every action and object type of the contract (%s)',
    (lang) => {
      const keys = new Set(leafKeys(catalogsOf(lang).audit));
      const wanted = [
        ...auditActions.map((action) => `actions.${action}`),
        ...auditObjectTypes.map((type) => `objectTypes.${type}`),
      ];
      expect(wanted.filter((key) => !keys.has(key))).toEqual([]);
    },
  );
});
