import { notifyError, notifySuccess } from '../../lib/notify';

/** The friend actions of /myfriends and their toasts (participant spec §8: each ok or failed). */
export type FriendAction = 'add' | 'delete' | 'cancel' | 'reject';

/**
 * Toasts the outcome of a friend action. It waits on the call's promise (`mutateAsync`),
 * not on `mutate` callbacks: a successful action removes its row, and TanStack Query skips
 * the callbacks of a component that has unmounted, so the toast would never show.
 */
export function toastFriendAction(call: Promise<unknown>, action: FriendAction): void {
  call.then(
    () => notifySuccess(`friends:toast.${action}Success`),
    (error: unknown) => notifyError(error, `friends:toast.${action}Failed`),
  );
}
