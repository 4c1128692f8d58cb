import { create } from 'zustand';

/**
 * The online flag of the shell (admin spec §3, §4 Online/offline): it starts from the
 * browser's state and follows the browser's `online` and `offline` events. A request that
 * fails for lack of network also reports it (`reportOffline`), because `navigator.onLine`
 * stays true on a network that is up but leads nowhere; a later answer from the server
 * (`reportOnline`) sets it back.
 */
interface OnlineState {
  online: boolean;
  setOnline: (online: boolean) => void;
}

/** How often the server is asked while a request said offline and the browser says online. */
export const ONLINE_PROBE_MS = 15_000;

/** The address the probe asks: the server's health check, public and small. */
const PROBE_URL = '/api/health';

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

let probe: ReturnType<typeof setTimeout> | null = null;

function stopProbe(): void {
  if (probe) clearTimeout(probe);
  probe = null;
}

/**
 * While the flag says offline but the browser says online, no browser event will ever set it
 * back; the server is asked now and then instead, so a false offline flag cannot stick on a
 * screen that makes no requests of its own.
 */
function startProbe(): void {
  if (probe || typeof fetch === 'undefined') return;
  probe = setTimeout(async () => {
    probe = null;
    if (isOnline() || !navigator.onLine) return;
    try {
      await fetch(PROBE_URL, { cache: 'no-store' });
      reportOnline();
    } catch {
      startProbe();
    }
  }, ONLINE_PROBE_MS);
}

/** A request failed for lack of network: the app is offline until the browser or the server says otherwise. */
export function reportOffline(): void {
  useOnlineStore.getState().setOnline(false);
  if (navigator.onLine) startProbe();
}

/** The server answered a request: the app is online, whatever an earlier failure said. */
export function reportOnline(): void {
  stopProbe();
  if (!isOnline()) useOnlineStore.getState().setOnline(true);
}

/**
 * Follows the browser's events; `onOnline` runs each time the flag turns from offline to
 * online, whether the browser's `online` event or an answering server turned it (the shell
 * re-runs its initial load then). Returns the function that stops following.
 */
export function followOnlineState(onOnline?: () => void): () => void {
  const goOnline = () => reportOnline();
  const goOffline = () => {
    stopProbe();
    useOnlineStore.getState().setOnline(false);
  };
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  const stopWatching = useOnlineStore.subscribe((state, previous) => {
    if (state.online && !previous.online) onOnline?.();
  });
  return () => {
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
    stopWatching();
  };
}
