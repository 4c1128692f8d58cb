import type { EventDetail } from '@cc/shared/events/events.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildAdminUser,
  buildEventDetail,
  buildFundraising,
  buildPage,
  buildProfile,
  buildTeam,
} from '../../test/factories';
import { type Handlers, mockFetch } from '../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session';

/** Ids as the API has them (UUIDs: the pledge schema checks them in the browser too). */
export const TEAM_ID = '7a1c3f52-8d4e-4b6a-9c2d-1e5f7a9b3c4d';
export const BEN_ID = '2b8e4d61-5f3a-4c7b-8e9d-0a1b2c3d4e5f';

/**
 * Opens the Spring Run's Fundraising tab as an administrator, the fundraising, teams and
 * user search answered by the world of the factories unless `handlers` say otherwise.
 */
export async function openFundraisingTab(
  handlers: Handlers = {},
  event: Partial<EventDetail> = {},
) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/events/event-1/detail': { body: buildEventDetail(event) },
    'GET /api/events/event-1/fundraising': {
      body: buildFundraising({
        myContributionMinor: null,
        pledges: buildFundraising().pledges.map((p) => ({
          ...p,
          sponsorEmail: 'giving@acme.example',
          paidMinor: 1000,
          payments: [],
        })),
      }),
    },
    'GET /api/teams/all': { body: { docs: [buildTeam({ _id: TEAM_ID })] } },
    'GET /api/users': { body: buildPage([buildAdminUser({ _id: BEN_ID })]) },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/eventDetail/event-1/Spring%20Run?tab=fundraising');
  await screen.findByRole('heading', { name: 'Cause' }, { timeout: PAGE_LOAD_MS });
  return { user, calls, ...view };
}

/** The body of the last call the app sent as `METHOD /api/path`. */
export function lastBody(calls: { method: string; path: string; body: unknown }[], key: string) {
  const [method, path] = key.split(' ');
  return calls.filter((c) => c.method === method && c.path === path).at(-1)?.body;
}
