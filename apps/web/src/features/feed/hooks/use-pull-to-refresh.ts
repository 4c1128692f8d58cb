import { type TouchEvent, useRef, useState } from 'react';

/** How far a pull at the top must go to refresh (participant spec §9). */
export const PULL_THRESHOLD_PX = 100;
/** The indicator stops following the finger a little past the threshold. */
const MAX_PULL_PX = PULL_THRESHOLD_PX * 1.5;

/**
 * Pull-to-refresh on touch screens: a downward pull that starts at the top of the page and
 * reaches 100 px runs `refresh` once the finger lifts. `pull` is the current distance (for
 * the indicator); `isRefreshing` holds until `refresh` settles.
 */
export function usePullToRefresh(refresh: () => Promise<unknown>) {
  const [pull, setPull] = useState(0);
  const [isRefreshing, setRefreshing] = useState(false);
  const startY = useRef<number | null>(null);
  const distance = useRef(0);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    startY.current = touch && window.scrollY <= 0 && !isRefreshing ? touch.clientY : null;
    distance.current = 0;
  };

  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (startY.current === null || !touch) return;
    distance.current = Math.min(MAX_PULL_PX, Math.max(0, touch.clientY - startY.current));
    setPull(distance.current);
  };

  const onTouchEnd = () => {
    if (startY.current === null) return;
    const reached = distance.current >= PULL_THRESHOLD_PX;
    startY.current = null;
    distance.current = 0;
    setPull(0);
    if (!reached) return;
    setRefreshing(true);
    void refresh().finally(() => setRefreshing(false));
  };

  return {
    pull,
    isRefreshing,
    isArmed: pull >= PULL_THRESHOLD_PX,
    handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd },
  };
}
