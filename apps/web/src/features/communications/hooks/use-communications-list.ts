import { communicationKeys } from '../../../entities/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';
import { useCommunications } from '../api/get-communications';

/**
 * State of the admin communications table (see usePagedList): search, paging and the
 * communications shown, refreshed every 2 s while one of them is being sent.
 */
export function useCommunicationsList() {
  const list = usePagedList({ queryKey: communicationKeys.lists(), useList: useCommunications });
  return { ...list, communications: list.docs };
}
