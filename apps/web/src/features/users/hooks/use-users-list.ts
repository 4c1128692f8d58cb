import { usePagedList } from '../../../lib/use-paged-list';
import { usersQueryKey, useUsers } from '../api/get-users';

/** State of the admin users table (see usePagedList): search, paging and the users shown. */
export function useUsersList() {
  const list = usePagedList({ queryKey: usersQueryKey, useList: useUsers });
  return { ...list, users: list.docs };
}
