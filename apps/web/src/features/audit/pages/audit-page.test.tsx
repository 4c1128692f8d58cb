import { auditActions, auditObjectTypes } from '@cc/shared/audit/audit.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { catalogsOf, leafKeys } from '../../../locales/catalog-reader';
import { buildPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';
import { AUDIT, buildAuditEntry, openAudit, rowTexts } from '../audit.test-support';

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
