import { userKeys } from '../../../entities/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';
import { useUsers } from '../api/get-users';

/** State of the admin users table (see usePagedList): search, paging and the users shown. */
export function useUsersList() {
  const list = usePagedList({ queryKey: userKeys.all(), useList: useUsers });
  return { ...list, users: list.docs };
}
