import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFairPlayText } from './fair-play-text';

/** The unit is given; the profile it would otherwise come from is read through the query client. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('fair play texts', () => {
  it('explains each flag with its figures in the reader’s unit', () => {
    const { result } = renderHook(() => useFairPlayText('MILE'), { wrapper });
    const { flag } = result.current;
    expect(flag({ rule: 'dailyFlag', value: 80.5, limit: 50 })).toBe(
      '50 mi on one day, over 31.1 mi',
    );
    expect(flag({ rule: 'speed', value: 25, limit: 20 })).toContain('15.5 mph on average');
    expect(flag({ rule: 'lateEntry', value: 1, limit: 0 })).toBe(
      'Entered 1 day after its date (limit: 0)',
    );
    expect(flag({ rule: 'photoDate', value: 3, limit: 1, capturedOn: '2026-06-02' })).toContain(
      'taken on 02/06/2026',
    );
  });

  it('names the statuses the owner must know of and none for what simply counts', () => {
    const { result } = renderHook(() => useFairPlayText('KM'), { wrapper });
    expect(result.current.status('held')).toBe('Under review, not counted yet');
    expect(result.current.status('excluded')).toBe('Not counted');
    expect(result.current.status('ok')).toBeNull();
    expect(result.current.status('approved')).toBeNull();
  });
});
