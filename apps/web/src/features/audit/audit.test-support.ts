import type { AuditEntry } from '@cc/shared/audit/audit.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPage, buildProfile, buildSettings } from '../../test/factories';
import { type Handlers, mockFetch, requestedQueries } from '../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session';

/** The administrator of the audit tests' world, with an id the API's actor filter accepts. */
export const ADA_ID = '0b9d7c1e-5f3a-4c2b-9e8d-7a6b5c4d3e2f';

/**
 * One entry of the trail: Ada Admin made Ben Meyer an administrator on 29 November 2026 at
 * 23:30 UTC, which is already 30 November, 00:30, in Berlin (the platform's time zone).
 */
export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'audit-1',
    at: '2026-11-29T23:30:00.000Z',
    actor: { _id: ADA_ID, firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com' },
    actorId: ADA_ID,
    action: 'user.role',
    objectType: 'user',
    objectId: 'user-2',
    before: { role: 'user' },
    after: { role: 'admin' },
    ...overrides,
  };
}

/** The list's and the download's addresses. */
export const AUDIT = '/api/admin/audit';
export const DOWNLOAD = '/api/admin/audit/download';

/** The fetch layer of an administrator on the Audit page (one entry of 120, Berlin time). */
export function stubAudit(handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  return mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/settings': { body: buildSettings({ timeZone: 'Europe/Berlin' }) },
    [`GET ${AUDIT}`]: { body: buildPage([buildAuditEntry()], { totalDocs: 120, limit: 50 }) },
    ...handlers,
  });
}

/** Opens the Audit page at `path` as an administrator and waits until it has loaded. */
export async function openAudit(path = '/audit', handlers: Handlers = {}) {
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
export const lastQuery = (path = AUDIT) => Object.fromEntries(requestedQueries(path).at(-1) ?? []);

/** The text of each cell of the table's rows (without the heading row). */
export async function rowTexts(): Promise<string[][]> {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''));
}
