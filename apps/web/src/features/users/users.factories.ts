import type { Paged } from '@cc/shared/common/paging';
import type { AdminUser } from '@cc/shared/users/users.schemas';

/** A user as the admin list shows it (tests). */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: 'user-2',
    email: 'ben@example.com',
    firstName: 'Ben',
    lastName: 'Meyer',
    displayName: 'Ben Meyer',
    country: 'DE',
    userType: 'Customer',
    role: 'user',
    status: true,
    verified: true,
    company: null,
    teamName: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** One page of users with the totals the API computes (tests). */
export function buildUserPage(
  docs: AdminUser[],
  { page = 1, limit = 10, totalDocs = docs.length } = {},
): Paged<AdminUser> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages };
}
