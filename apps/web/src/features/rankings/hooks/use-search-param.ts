import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One choice of the ranking page kept in the address (`?by=country`), so a reload or a shared
 * link shows the same view. A value the guard refuses (an old or typed-in link) reads as
 * `fallback`; setting the fallback removes the parameter, keeping the address short. Other
 * parameters (the tab, the other choices) stay as they are.
 */
export function useSearchParam<T extends string>(
  name: string,
  isValid: (value: string) => value is T,
  fallback: T,
): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(name);
  const value = raw !== null && isValid(raw) ? raw : fallback;
  const setValue = useCallback(
    (next: T) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === fallback) params.delete(name);
          else params.set(name, next);
          return params;
        },
        { replace: true },
      ),
    [name, fallback, setSearchParams],
  );
  return [value, setValue];
}
