import type { PledgeKind, PledgeOwed, PledgeScope } from '@cc/shared/fundraising/fundraising.money';
import type { Payment, Pledge, StatementLine } from '@cc/shared/fundraising/fundraising.schemas';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.public';
import { mayBeNamed, type PersonPrivacy } from '../../platform/person';
import type {
  PaymentFacts,
  PledgeWithBasis,
  StatementLineWithPerson,
} from './fundraising.repository';

/** Who reads a fundraising answer: administrators see sponsors' e-mails and payments. */
export interface FundraisingViewer {
  id: string;
  isAdmin: boolean;
}

/** Kilometres from tenths, one decimal. */
export const kmOf = (tenths: number) => tenths / 10;

/**
 * A participant pledge's participant as the viewer may see them (decision 063, as rankings
 * do): named to administrators and to themselves, else unless Private or deactivated; a
 * deleted account has no name.
 */
function participantOf(
  userId: string | null,
  person: (PersonPrivacy & { displayName: string }) | null,
  viewer: FundraisingViewer,
): { userId: string | null; participantName?: string } {
  if (!person || !userId) return { userId: null };
  if (viewer.isAdmin || userId === viewer.id || mayBeNamed(person)) {
    return { userId, participantName: person.displayName };
  }
  return { userId: null, participantName: ANONYMOUS_NAME };
}

const present = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** A payment as administrators see it. */
export function toPayment(row: PaymentFacts): Payment {
  return {
    id: row.id,
    pledgeId: row.pledgeId,
    amountMinor: row.amountMinor,
    paidOn: row.paidOn,
    reference: row.reference,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** What only administrators see of a pledge: the sponsor's e-mail and the payments. */
function addAdminFacts(pledge: Pledge, sponsorEmail: string | null, payments: PaymentFacts[]) {
  pledge.sponsorEmail = sponsorEmail;
  pledge.paidMinor = payments.reduce((sum, payment) => sum + payment.amountMinor, 0);
  pledge.payments = payments.map(toPayment);
}

/** A live pledge with what it owes, for the viewer. */
export function toPledge(
  p: PledgeWithBasis,
  owed: PledgeOwed,
  viewer: FundraisingViewer,
  payments: PaymentFacts[],
): Pledge {
  const pledge: Pledge = {
    id: p.id,
    sponsorName: p.sponsorName,
    kind: p.kind as PledgeKind,
    scope: p.scope as PledgeScope,
    ratePerKmMinor: present(p.ratePerKmMinor),
    amountMinor: present(p.amountMinor),
    matchPercent: present(p.matchPercent),
    capMinor: present(p.capMinor),
    countedKm: p.kind === 'perKm' ? kmOf(owed.kmTenths) : undefined,
    owedMinor: owed.owedMinor,
    capReached: owed.capReached,
  };
  if (p.scope === 'team') {
    pledge.teamId = present(p.teamId);
    pledge.teamName = present(p.teamName);
  }
  if (p.scope === 'participant')
    Object.assign(pledge, participantOf(p.userId, p.participant, viewer));
  if (viewer.isAdmin) addAdminFacts(pledge, p.sponsorEmail, payments);
  return pledge;
}

/** A settled line shown as a pledge of the final figures. */
export function toSettledPledge(
  line: StatementLineWithPerson,
  viewer: FundraisingViewer,
  payments: PaymentFacts[],
): Pledge {
  const pledge: Pledge = {
    id: line.pledgeId ?? `line-${line.position}`,
    sponsorName: line.sponsorName,
    kind: line.kind as PledgeKind,
    scope: line.scope as PledgeScope,
    ratePerKmMinor: present(line.ratePerKmMinor),
    amountMinor: present(line.amountMinor),
    matchPercent: present(line.matchPercent),
    capMinor: present(line.capMinor),
    countedKm: line.kind === 'perKm' ? kmOf(line.kmTenths) : undefined,
    owedMinor: line.owedMinor,
    capReached: line.capMinor !== null && line.kind !== 'fixed' && line.grossMinor >= line.capMinor,
  };
  if (line.scope === 'team') pledge.teamName = present(line.teamName);
  if (line.scope === 'participant') {
    Object.assign(pledge, participantOf(line.userId, line.participant, viewer));
  }
  if (viewer.isAdmin) addAdminFacts(pledge, line.sponsorEmail, payments);
  return pledge;
}

/** A statement line for administrators, with what was paid and what is still owed. */
export function toStatementLine(line: StatementLineWithPerson, paidMinor: number): StatementLine {
  return {
    pledgeId: line.pledgeId,
    sponsorName: line.sponsorName,
    sponsorEmail: line.sponsorEmail,
    kind: line.kind as PledgeKind,
    scope: line.scope as PledgeScope,
    teamName: line.teamName,
    participantName: line.participant?.displayName ?? null,
    ratePerKmMinor: line.ratePerKmMinor,
    amountMinor: line.amountMinor,
    matchPercent: line.matchPercent,
    capMinor: line.capMinor,
    countedKm: line.kind === 'perKm' ? kmOf(line.kmTenths) : null,
    grossMinor: line.grossMinor,
    owedMinor: line.owedMinor,
    paidMinor,
    outstandingMinor: Math.max(0, line.owedMinor - paidMinor),
  };
}
