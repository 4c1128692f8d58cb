import type { LoginResponse, VerifyResponse } from '@cc/shared/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/**
 * POST /api/users/auth/verify: confirms the email address behind a registration link. An
 * active account's answer carries the session login would answer (decision 080); a server
 * from before that decision answers the message alone.
 */
export function verifyEmail(token: string): Promise<VerifyResponse> {
  return api<VerifyResponse>('/users/auth/verify', { method: 'POST', body: { id: token } });
}

/** The session of a verification answer, when the server opened one. */
export function sessionOf(answer: VerifyResponse | undefined): LoginResponse | undefined {
  if (!answer || !('token' in answer) || !answer.token) return undefined;
  return answer;
}

/**
 * The verification runs as a query so it happens exactly once per link, even when React
 * mounts the page twice in development: a link works only once.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.verify(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Verifies the link's token and reports pending, success or the error. */
export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token));
}
