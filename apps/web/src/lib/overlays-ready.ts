/**
 * Dialogs and toasts are hosted by a component of its own chunk (app/overlays.tsx) that loads
 * when it is first wanted: at the visitor's first interaction with the page, or when the app
 * opens a dialog or shows a toast before that (decision 048). Modals are opened by a window
 * event the host listens for, so an `open` before the host is there would be lost: openers
 * call `requestOverlays()` and wait for its promise first.
 */
let markMounted: () => void = () => undefined;

const overlaysMounted: Promise<void> = new Promise((resolve) => {
  markMounted = resolve;
});

let requested = false;
const listeners = new Set<() => void>();

/** Asks for the hosts (once); resolves when they listen. */
export function requestOverlays(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return overlaysMounted;
}

/** Whether the hosts were asked for (app/providers.tsx renders them from then on). */
export function areOverlaysRequested(): boolean {
  return requested;
}

/** Calls `listener` when the hosts are asked for; returns the unsubscribe. */
export function subscribeOverlaysRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What counts as a first interaction: a press, a key or the focus entering the page. */
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Asks for the hosts at the first interaction with the page, so a dialog or toast that follows
 * it is usually ready. Returns the function that stops listening.
 */
export function requestOverlaysOnInteraction(target: Window = window): () => void {
  const stop = () => {
    for (const type of interactions) target.removeEventListener(type, onInteraction, true);
  };
  const onInteraction = () => {
    stop();
    void requestOverlays();
  };
  for (const type of interactions) {
    target.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return stop;
}

/** Called by the host once it listens. */
export function overlaysAreMounted(): void {
  markMounted();
}
