import { useEffect, useState } from 'react';

/** What is left until an instant: whole days and the rest as hours, minutes and seconds. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether the instant has passed. */
  isOver: boolean;
}

const SECOND = 1000;

/** Splits the time from `now` to `target` into days and hh:mm:ss; zero once it has passed. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / SECOND));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    isOver: left === 0,
  };
}

/** A live countdown to an ISO instant, updated every second; the timer stops on unmount. */
export function useCountdown(targetIso: string): CountdownParts {
  const target = Date.parse(targetIso);
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

  return countdownParts(Number.isNaN(target) ? now : target, now);
}
