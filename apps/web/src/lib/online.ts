import { create } from 'zustand';

/**
 * The online flag of the shell (admin spec §3, §4 Online/offline): it starts from the
 * browser's state and follows the browser's `online` and `offline` events. A request that
 * fails for lack of network also reports it (`reportOffline`), because `navigator.onLine`
 * stays true on a network that is up but leads nowhere.
 */
interface OnlineState {
  online: boolean;
  setOnline: (online: boolean) => void;
}

export const useOnlineStore = create<OnlineState>((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  setOnline: (online) => set({ online }),
}));

/** Whether the browser is online, as a React hook. */
export function useOnline(): boolean {
  return useOnlineStore((state) => state.online);
}

/** Whether the browser is online, outside React. */
export function isOnline(): boolean {
  return useOnlineStore.getState().online;
}

/** A request failed for lack of network: the app is offline until the browser says otherwise. */
export function reportOffline(): void {
  useOnlineStore.getState().setOnline(false);
}

/**
 * Follows the browser's events; `onOnline` runs each time the connection returns (the shell
 * re-runs its initial load then). Returns the function that stops following.
 */
export function followOnlineState(onOnline?: () => void): () => void {
  const goOnline = () => {
    useOnlineStore.getState().setOnline(true);
    onOnline?.();
  };
  const goOffline = () => useOnlineStore.getState().setOnline(false);
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  return () => {
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
  };
}
