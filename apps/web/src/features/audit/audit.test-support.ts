import type { AuditEntry } from '@cc/shared/audit/audit.schemas';

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
