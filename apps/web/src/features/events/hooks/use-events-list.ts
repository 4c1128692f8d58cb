import { eventKeys } from '../../../entities/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';
import { useEvents } from '../api/get-events';

/** State of the admin events table (see usePagedList): search, paging and the events shown. */
export function useEventsList() {
  const list = usePagedList({ queryKey: eventKeys.adminLists(), useList: useEvents });
  return { ...list, events: list.docs };
}
