import type {
  CreatePaymentBody,
  CreatePledgeBody,
  FundraisingBody,
} from '@cc/shared/fundraising/fundraising.schemas';
import { addDays } from '@cc/shared/time/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type AdminContext, type StartupDeps, systemClock } from '../../platform/context';
import { SessionCache } from '../../platform/session-cache';
import {
  checkMilestones,
  createPayment,
  createPledge,
  putFundraising,
  settleFundraising,
} from '../fundraising';

/** What the demo raises money for in one of its events (issue 24). */
interface DemoFundraising {
  event: 'spring' | 'winter';
  cause: FundraisingBody;
  pledges: CreatePledgeBody[];
  /** Settled after the pledges (the ended event only: settling needs the end passed). */
  settle: boolean;
  /** Payments recorded after the settlement: the pledge by position, `day` from today. */
  payments: Array<Omit<CreatePaymentBody, 'paidOn'> & { pledge: number; day: number }>;
}

/**
 * The demo's fundraising: the running challenge raises money for a children's hospital
 * from the company per km with a cap (500 km pay the whole cap), a supplier's fixed
 * donation and a foundation's 50 % match with a cap; the ended one raised money for a
 * winter shelter, is settled (statement version 1) and one sponsor has paid. Amounts are
 * minor units (cents).
 */
export const demoFundraising: readonly DemoFundraising[] = [
  {
    event: 'spring',
    cause: {
      currency: 'EUR',
      charityName: 'Kinderklinik Sonnenberg',
      charityUrl: 'https://example.org/kinderklinik-sonnenberg',
      description:
        'Every kilometre of the Spring Charity Run pays for play therapists, music and clowns on the children’s wards.',
    },
    pledges: [
      {
        sponsorName: 'Charity Challenge GmbH',
        sponsorEmail: 'csr@charity-challenge.example',
        kind: 'perKm',
        scope: 'event',
        ratePerKmMinor: 100,
        capMinor: 50_000,
      },
      {
        sponsorName: 'Nordlicht Logistik',
        sponsorEmail: 'info@nordlicht-logistik.example',
        kind: 'fixed',
        scope: 'event',
        amountMinor: 25_000,
      },
      {
        sponsorName: 'Lindenhof Family Foundation',
        sponsorEmail: 'grants@lindenhof-foundation.example',
        kind: 'match',
        scope: 'event',
        matchPercent: 50,
        capMinor: 30_000,
      },
    ],
    settle: false,
    payments: [],
  },
  {
    event: 'winter',
    cause: {
      currency: 'EUR',
      charityName: 'Wärmestube am Hafen',
      charityUrl: 'https://example.org/waermestube',
      description: 'Warm meals and a dry place to sleep for people without a home, all winter.',
    },
    pledges: [
      {
        sponsorName: 'Charity Challenge GmbH',
        sponsorEmail: 'csr@charity-challenge.example',
        kind: 'perKm',
        scope: 'event',
        ratePerKmMinor: 200,
        capMinor: 40_000,
      },
      {
        sponsorName: 'Bäckerei Morgenrot',
        sponsorEmail: 'hallo@baeckerei-morgenrot.example',
        kind: 'fixed',
        scope: 'event',
        amountMinor: 10_000,
      },
    ],
    settle: true,
    payments: [{ pledge: 1, amountMinor: 10_000, reference: 'Bank transfer WW-2', day: -20 }],
  },
];

/**
 * Gives the demo events their causes, pledges, settlement and payments through the
 * fundraising module's own services, as the demo administrator, in the seeding transaction
 * `db` (so the statement's lines come from the same money model as the live figures); then
 * claims the milestones the running event has already reached, whose announcements the job
 * worker delivers after start-up. Start-up has no request: the administrator acts without
 * a session, and nothing here reads or forgets cached sessions.
 */
export async function seedDemoFundraising(
  deps: StartupDeps,
  db: Db,
  log: FastifyBaseLogger,
  admin: { id: string; email: string; language: 'DE' | 'EN' },
  eventIds: Map<string, string>,
  today: string,
) {
  const ctx: AdminContext = {
    ...deps,
    db,
    log,
    sessions: new SessionCache(),
    clock: systemClock,
    user: { ...admin, role: 'admin', sessionId: '' },
    acceptLanguage: undefined,
  };
  for (const plan of demoFundraising) {
    const eventId = eventIds.get(plan.event)!;
    await putFundraising(ctx, eventId, plan.cause);
    const pledgeIds: string[] = [];
    for (const pledge of plan.pledges) {
      pledgeIds.push((await createPledge(ctx, eventId, pledge)).id);
    }
    if (plan.settle) await settleFundraising(ctx, eventId);
    for (const { pledge, day, ...payment } of plan.payments) {
      await createPayment(ctx, eventId, pledgeIds[pledge]!, {
        ...payment,
        paidOn: addDays(today, day),
      });
    }
    if (!plan.settle) await checkMilestones(db, eventId);
  }
}
