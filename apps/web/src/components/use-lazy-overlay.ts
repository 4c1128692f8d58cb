import { useEffect, useState } from 'react';

/*
 * A drawer or dialog that loads with its first opening keeps the first page free of Mantine's
 * modal code (focus trap, scroll lock, scroll area and the floating-ui it brings; issue 13).
 * Two hooks make such an overlay behave as if it had always been there.
 */

/**
 * Whether the overlay has been opened at least once: the opener mounts the lazy overlay from
 * then on and keeps it mounted, so that closing still plays its transition.
 */
export function useHasOpened(opened: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  return hasOpened || opened;
}

/**
 * `opened`, but false for the overlay's first render. Mantine notes the focused element (the
 * trigger, where focus returns on closing) and plays the opening transition only when
 * `opened` changes after mount; an overlay mounted already open would do neither.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && isMounted;
}
