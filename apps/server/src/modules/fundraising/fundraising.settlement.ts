import { AppError } from '@cc/shared/errors/app-error';
import type {
  CreatePaymentBody,
  Fundraising,
  Payment,
  Statement,
} from '@cc/shared/fundraising/fundraising.schemas';
import { newId } from '../../db/ids';
import { type AdminContext, today } from '../../platform/context';
import { recordAudit } from '../audit';
import { toPayment, toStatementLine } from './fundraising.mapper';
import * as repo from './fundraising.repository';
import { computeLiveFigures, getFundraising } from './fundraising.service';

/**
 * Settling an event's fundraising (decision 070): a statement version frozen after the
 * event's end, reopened and settled again as a new version; and the payments recorded
 * against its pledges, which the statement sets against what each pledge owes.
 */

/**
 * POST /api/events/:id/fundraising/settle (admin): freezes the figures as the next
 * statement version, one line per pledge with its kilometres, gross, cap and owed. Only
 * after the event's last day (EVENT_NOT_ENDED); once (EVENT_SETTLED until reopened). From
 * then on the event's activities and pledges are final.
 */
export async function settleFundraising(ctx: AdminContext, eventId: string): Promise<Statement> {
  await ctx.db.transaction(async (tx) => {
    const event = await repo.findEventFacts(tx, eventId);
    if (!event) throw new AppError('NOT_FOUND');
    const cause = await repo.findFundraising(tx, eventId, true);
    if (!cause) throw new AppError('FUNDRAISING_NOT_SET');
    if (cause.settledAt) throw new AppError('EVENT_SETTLED');
    if (event.endDate >= today(ctx)) throw new AppError('EVENT_NOT_ENDED');
    const live = await computeLiveFigures(tx, eventId);
    const statementId = newId();
    const settledAt = new Date();
    await repo.insertStatement(
      tx,
      {
        id: statementId,
        eventId,
        version: await repo.nextStatementVersion(tx, eventId),
        currency: cause.currency,
        charityName: cause.charityName,
        raisedMinor: live.raisedMinor,
        kmTenths: live.eventKmTenths,
        settledBy: ctx.user.id,
        settledAt,
      },
      live.pledges.map((p, position) => {
        const owed = live.owed[position]!;
        return {
          position,
          pledgeId: p.id,
          sponsorName: p.sponsorName,
          sponsorEmail: p.sponsorEmail,
          kind: p.kind,
          scope: p.scope,
          teamName: p.scope === 'team' ? p.teamName : null,
          userId: p.scope === 'participant' ? p.userId : null,
          ratePerKmMinor: p.ratePerKmMinor,
          amountMinor: p.amountMinor,
          matchPercent: p.matchPercent,
          capMinor: p.capMinor,
          kmTenths: owed.kmTenths,
          grossMinor: owed.grossMinor,
          owedMinor: owed.owedMinor,
        };
      }),
    );
    await repo.setSettledAt(tx, eventId, settledAt);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'fundraising.settle',
      objectType: 'fundraising',
      objectId: eventId,
      after: { statementId, raisedMinor: live.raisedMinor, currency: cause.currency, settledAt },
    });
  });
  return getStatement(ctx, eventId);
}

/**
 * POST /api/events/:id/fundraising/reopen (admin): unfreezes the figures (EVENT_NOT_SETTLED
 * when they are not frozen); earlier versions stay readable and the next settle writes a
 * new one.
 */
export async function reopenFundraising(ctx: AdminContext, eventId: string): Promise<Fundraising> {
  await ctx.db.transaction(async (tx) => {
    const event = await repo.findEventFacts(tx, eventId);
    if (!event) throw new AppError('NOT_FOUND');
    const cause = await repo.findFundraising(tx, eventId, true);
    if (!cause) throw new AppError('FUNDRAISING_NOT_SET');
    if (!cause.settledAt) throw new AppError('EVENT_NOT_SETTLED');
    await repo.setSettledAt(tx, eventId, null);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'fundraising.reopen',
      objectType: 'fundraising',
      objectId: eventId,
      before: { settledAt: cause.settledAt },
      after: { settledAt: null },
    });
  });
  return getFundraising(ctx, eventId);
}

/**
 * GET /api/events/:id/fundraising/statement (admin): one settled version (the latest
 * unless `version`), with what each sponsor has paid and still owes; NOT_FOUND before the
 * first settlement.
 */
export async function getStatement(
  ctx: AdminContext,
  eventId: string,
  version?: number,
): Promise<Statement> {
  const event = await repo.findEventFacts(ctx.db, eventId);
  if (!event) throw new AppError('NOT_FOUND');
  const [found, versions, cause, paymentRows] = await Promise.all([
    repo.findStatement(ctx.db, eventId, version),
    repo.findStatementVersions(ctx.db, eventId),
    repo.findFundraising(ctx.db, eventId),
    repo.findPaymentsOfEvent(ctx.db, eventId),
  ]);
  if (!found) throw new AppError('NOT_FOUND');
  const paid = new Map<string, number>();
  for (const { payment } of paymentRows) {
    paid.set(payment.pledgeId, (paid.get(payment.pledgeId) ?? 0) + payment.amountMinor);
  }
  const lines = found.lines.map((line) =>
    toStatementLine(line, line.pledgeId ? (paid.get(line.pledgeId) ?? 0) : 0),
  );
  const latest = versions.at(-1);
  return {
    eventId,
    eventName: event.name,
    version: found.statement.version,
    settledAt: found.statement.settledAt.toISOString(),
    isCurrent: Boolean(cause?.settledAt) && latest?.version === found.statement.version,
    currency: found.statement.currency,
    charityName: found.statement.charityName,
    raisedMinor: found.statement.raisedMinor,
    paidMinor: lines.reduce((sum, l) => sum + l.paidMinor, 0),
    outstandingMinor: lines.reduce((sum, l) => sum + l.outstandingMinor, 0),
    lines,
    payments: paymentRows.map(({ payment, sponsorName }) => ({
      ...toPayment(payment),
      sponsorName,
    })),
    versions: versions.map((v) => ({ version: v.version, settledAt: v.settledAt.toISOString() })),
  };
}

/**
 * POST /api/events/:id/pledges/:pledgeId/payments (admin): records money a sponsor paid.
 * Allowed after the settlement too (that is when invoices are paid); another event's
 * pledge is NOT_FOUND.
 */
export async function createPayment(
  ctx: AdminContext,
  eventId: string,
  pledgeId: string,
  body: CreatePaymentBody,
): Promise<Payment> {
  const row = await ctx.db.transaction(async (tx) => {
    const pledge = await repo.findPledge(tx, eventId, pledgeId);
    if (!pledge) throw new AppError('NOT_FOUND');
    const payment = await repo.insertPayment(tx, {
      id: newId(),
      pledgeId,
      eventId,
      amountMinor: body.amountMinor,
      paidOn: body.paidOn,
      reference: body.reference,
    });
    // A payment is part of its pledge's record: `pledge.update` with the payment added.
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'pledge.update',
      objectType: 'pledge',
      objectId: pledgeId,
      after: { payment },
    });
    return payment;
  });
  return toPayment(row);
}

/** DELETE /api/events/:id/pledges/:pledgeId/payments/:paymentId (admin): a payment recorded by mistake. */
export async function deletePayment(
  ctx: AdminContext,
  ids: { eventId: string; pledgeId: string; paymentId: string },
) {
  await ctx.db.transaction(async (tx) => {
    const payment = await repo.deletePayment(tx, ids);
    if (!payment) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'pledge.update',
      objectType: 'pledge',
      objectId: ids.pledgeId,
      before: { payment },
    });
  });
}
