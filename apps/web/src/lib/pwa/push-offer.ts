import type { PushPermission } from './push-permission';

/**
 * localStorage key: the person answered the push offer on this device ('enabled' or 'later').
 * The name of the banner's key before it (issue 12), so an answer given there still counts.
 */
export const PUSH_OFFER_KEY = 'pushPromptDone';

export type PushOfferAnswer = 'enabled' | 'later';

/** Whether the offer was answered on this device; unreadable storage counts as answered. */
export function hasAnsweredPushOffer(): boolean {
  try {
    return localStorage.getItem(PUSH_OFFER_KEY) !== null;
  } catch {
    return true;
  }
}

/** Remembers the answer on this device, so the offer is made once. */
export function rememberPushOfferAnswer(answer: PushOfferAnswer): void {
  try {
    localStorage.setItem(PUSH_OFFER_KEY, answer);
  } catch {
    // Private mode without storage: the offer may come again, nothing worse.
  }
}

/**
 * Whether to offer push now (issue 27): only where the browser can receive it, the browser
 * has not been asked yet ('default') and the person has not answered the offer here.
 */
export function shouldOfferPush(permission: PushPermission, answered: boolean): boolean {
  return permission === 'default' && !answered;
}
