import { notifyFriendFailure } from '../../lib/friend-state';
import { notifySuccess } from '../../lib/notify';

/** The friend actions of /myfriends and their toasts (participant spec §8: each ok or failed). */
export type FriendAction = 'add' | 'delete' | 'cancel' | 'reject';

/** Callbacks for `mutate` that toast the outcome of a friend action. */
export function friendActionToasts(action: FriendAction) {
  return {
    onSuccess: () => notifySuccess(`friends:toast.${action}Success`),
    onError: (error: unknown) => notifyFriendFailure(`friends:toast.${action}Failed`, error),
  };
}
