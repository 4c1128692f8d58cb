import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { profileKeys } from '../query-keys';
import { refreshInitialData } from './initial-load';

/** A shown profile query (one observer) whose fetches are counted and answered on demand. */
function shownProfile(queryClient: QueryClient) {
  const answers: ((value: { email: string }) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: profileKeys.me(),
    queryFn: () => new Promise<{ email: string }>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { answers, unsubscribe };
}

describe('initial load', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('keeps the request a shown screen already sent instead of sending it twice', async () => {
    const queryClient = new QueryClient();
    // As at a signed-in start: the stored profile is back, stale, and the screen refreshes it.
    queryClient.setQueryData(profileKeys.me(), { email: 'stored@example.com' }, { updatedAt: 0 });
    const profile = shownProfile(queryClient);
    stop = profile.unsubscribe;
    expect(profile.answers).toHaveLength(1);

    const done = refreshInitialData(queryClient, Date.now());
    await new Promise((resolve) => setTimeout(resolve));
    expect(profile.answers).toHaveLength(1);
    profile.answers[0]?.({ email: 'anna@example.com' });
    await done;
    expect(queryClient.getQueryData(profileKeys.me())).toEqual({ email: 'anna@example.com' });
  });

  it('leaves a shown screen that fetched its data after the start', async () => {
    const queryClient = new QueryClient();
    const since = Date.now() - 1000;
    const profile = shownProfile(queryClient);
    stop = profile.unsubscribe;
    profile.answers[0]?.({ email: 'anna@example.com' });
    await new Promise((resolve) => setTimeout(resolve));

    await refreshInitialData(queryClient, since);
    expect(profile.answers).toHaveLength(1);
    expect(queryClient.getQueryState(profileKeys.me())?.isInvalidated).toBe(false);
  });

  it('fetches a shown screen again whose data is older than the start', async () => {
    const queryClient = new QueryClient();
    const profile = shownProfile(queryClient);
    stop = profile.unsubscribe;
    profile.answers[0]?.({ email: 'old@example.com' });
    await new Promise((resolve) => setTimeout(resolve));

    const done = refreshInitialData(queryClient, Date.now());
    expect(profile.answers).toHaveLength(2);
    profile.answers[1]?.({ email: 'new@example.com' });
    await done;
    expect(queryClient.getQueryData(profileKeys.me())).toEqual({ email: 'new@example.com' });
  });
});
