import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useContext, useState } from 'react';
import { storeProfile } from '../entities/profile/profile';
import { takeEarlyRequests } from '../entities/session/early-requests';
import { takeHandedOverProfile } from '../entities/session/handed-over-profile';
import { appQueryClient } from './query-client';

/**
 * Gives its children the app's query client. Every page but the login is loaded with this
 * module (router.tsx `lazyPage`, guards.tsx), so the login page paints without the data
 * library (issue 13). Inside a scope that already has a client (a frame around its page, a
 * test's own client) it adds nothing. A profile the login answered and the requests a
 * signed-in start sent early go into the cache here, before the first page that reads them.
 */
export function DataScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => {
    const scoped = outer ?? appQueryClient();
    const profile = takeHandedOverProfile();
    if (profile) storeProfile(scoped, profile);
    takeEarlyRequests(scoped);
    return scoped;
  });
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` inside a `DataScope`. */
export function withDataScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Scoped(props: P) {
    return (
      <DataScope>
        <Component {...props} />
      </DataScope>
    );
  };
}
