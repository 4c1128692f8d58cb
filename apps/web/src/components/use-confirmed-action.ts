import { useState } from 'react';
import { notifyError, notifySuccess } from '../lib/notify';
import { type ConfirmOptions, confirm } from './confirm';

/** One action on a row or card: what to ask first, what to do, and what to say after. */
export interface ConfirmedAction {
  /** The confirmation dialog; without it the action runs at once. */
  confirm?: ConfirmOptions;
  run: () => Promise<unknown>;
  /** Translation key (and values) of the green toast after it worked. */
  successKey: string;
  successValues?: Record<string, unknown>;
}

/**
 * The way a list's actions (delete, activate, join, leave) run: confirm, mark the entry
 * busy, run, then a green toast or the failure's toast (`notifyError`). `busyId` is the
 * entry being worked on; `perform` resolves whether the action was done.
 */
export function useConfirmedAction() {
  const [busyId, setBusyId] = useState<string | null>(null);

  const perform = async (id: string, action: ConfirmedAction): Promise<boolean> => {
    if (action.confirm && !(await confirm(action.confirm))) return false;
    setBusyId(id);
    try {
      await action.run();
      notifySuccess(action.successKey, action.successValues);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, perform };
}
