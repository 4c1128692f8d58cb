import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { sendEarly, takeEarlyRequests } from './early-requests';

describe('early requests', () => {
  it('give a query the answer of the request sent before the cache existed', async () => {
    const queryClient = new QueryClient();
    sendEarly({ queryKey: ['notice'], answer: Promise.resolve({ title: 'Welcome' }) });
    takeEarlyRequests(queryClient);

    const queryFn = vi.fn(async () => ({ title: 'asked again' }));
    const observer = new QueryObserver(queryClient, { queryKey: ['notice'], queryFn });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ title: 'Welcome' }));
    expect(queryFn).not.toHaveBeenCalled();
    stop();
  });

  it('make the answer the first page of an infinite query', async () => {
    const queryClient = new QueryClient();
    sendEarly({
      queryKey: ['feed', 'all'],
      answer: Promise.resolve({ docs: [] }),
      isFirstPage: true,
    });
    takeEarlyRequests(queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['feed', 'all'])).toEqual({
        pages: [{ docs: [] }],
        pageParams: [1],
      }),
    );
  });

  it('are handed over once', () => {
    const first = new QueryClient();
    const second = new QueryClient();
    sendEarly({ queryKey: ['notice'], answer: new Promise(() => undefined) });
    takeEarlyRequests(first);
    takeEarlyRequests(second);
    expect(first.getQueryState(['notice'])?.fetchStatus).toBe('fetching');
    expect(second.getQueryState(['notice'])).toBeUndefined();
  });
});
