import type { CompanySessionResponse } from '@cc/shared/auth/auth.schemas';
import { api } from '../../../lib/api-client';

const asked = new Map<string, Promise<CompanySessionResponse>>();

/**
 * POST /api/users/auth/oidc/session: the session of a finished company sign-in. The code works
 * once, so a page that renders twice (React's development checks, a re-mount) shares the one
 * request instead of spending the code twice.
 */
export function openCompanySession(code: string): Promise<CompanySessionResponse> {
  let answer = asked.get(code);
  if (!answer) {
    answer = api<CompanySessionResponse>('/users/auth/oidc/session', {
      method: 'POST',
      body: { code },
    });
    asked.set(code, answer);
  }
  return answer;
}
