import type { FileRequest } from '../../../lib/download';

/**
 * GET /api/users/download/all: the Excel export of every user, saved under the server's file
 * name (fallback `users.xlsx`); fetched with `useFileDownload`.
 */
export const usersExportFile: FileRequest = {
  path: '/users/download/all',
  fallbackName: 'users.xlsx',
};
