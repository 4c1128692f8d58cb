import { type Countdown, eventCountdown } from '@cc/shared/events/progress';
import { useEffect, useState } from 'react';
import { usePlatformTimeZone } from '../api/get-settings';

const SECOND = 1000;

/**
 * The live countdown to the end of an event (rule 8), updated every second: remaining days
 * in the platform's calendar, the same figure as the my-activity page, and the time left
 * today. The timer stops at `endsAt` and on unmount.
 */
export function useCountdown(event: { endDate: string; endsAt: string }): Countdown {
  const timeZone = usePlatformTimeZone();
  const target = Date.parse(event.endsAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(target)) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) window.clearInterval(timer);
    }, SECOND);
    return () => window.clearInterval(timer);
  }, [target]);

  return eventCountdown(event, new Date(now), timeZone);
}
