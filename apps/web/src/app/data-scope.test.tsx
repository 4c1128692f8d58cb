import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cachedProfile } from '../entities/profile/profile';
import { handOverProfile } from '../entities/session/handed-over-profile';
import { buildProfile } from '../test/factories';
import { DataScope } from './data-scope';
import { appQueryClient, createQueryClient } from './query-client';

/** Names the first name of the cached profile, or "none". */
function CachedName() {
  const client = useQueryClient();
  return <p>{cachedProfile(client)?.firstName ?? 'none'}</p>;
}

describe('DataScope', () => {
  it('gives its children the app query client', () => {
    let seen: unknown;
    function Probe() {
      seen = useQueryClient();
      return null;
    }
    render(
      <DataScope>
        <Probe />
      </DataScope>,
    );
    expect(seen).toBe(appQueryClient());
  });

  it('keeps the client of an outer scope, so a page inside its frame shares it', () => {
    const outer = createQueryClient();
    let seen: unknown;
    function Probe() {
      seen = useQueryClient();
      return null;
    }
    render(
      <QueryClientProvider client={outer}>
        <DataScope>
          <Probe />
        </DataScope>
      </QueryClientProvider>,
    );
    expect(seen).toBe(outer);
  });

  it('puts the profile the login answered into the cache once, for the first signed-in page', () => {
    const client = createQueryClient();
    handOverProfile(buildProfile({ firstName: 'Anna' }));
    render(
      <QueryClientProvider client={client}>
        <DataScope>
          <CachedName />
        </DataScope>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Anna')).toBeInTheDocument();

    const later = createQueryClient();
    render(
      <QueryClientProvider client={later}>
        <DataScope>
          <CachedName />
        </DataScope>
      </QueryClientProvider>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
