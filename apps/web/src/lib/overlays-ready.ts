/**
 * Dialogs and toasts are hosted by a component that loads after the first paint
 * (app/overlays.tsx). Modals are opened by a window event the host listens for, so an
 * `open` before the host is there would be lost: openers wait for this promise first.
 */
let markMounted: () => void = () => undefined;

export const overlaysMounted: Promise<void> = new Promise((resolve) => {
  markMounted = resolve;
});

/** Called by the host once it listens. */
export function overlaysAreMounted(): void {
  markMounted();
}
