import { usePagedList } from '../../../lib/use-paged-list';
import { adminEventsQueryKey, useEvents } from '../api/get-events';

/** State of the admin events table (see usePagedList): search, paging and the events shown. */
export function useEventsList() {
  const list = usePagedList({ queryKey: adminEventsQueryKey, useList: useEvents });
  return { ...list, events: list.docs };
}
