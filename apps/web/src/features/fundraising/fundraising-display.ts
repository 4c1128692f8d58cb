import { ratePerMile } from '@cc/shared/fundraising/fundraising.money';
import type { Pledge } from '@cc/shared/fundraising/fundraising.schemas';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.constants';
import type { TFunction } from 'i18next';
import type { DistanceUnit } from '../../entities/profile/profile';

/**
 * How far the money raised is towards the total of caps, in percent rounded down to one
 * decimal (it never shows 100 % before the total is there); null without a total.
 */
export function raisedPercent(raisedMinor: number, capTotalMinor: number | null): number | null {
  if (capTotalMinor === null || capTotalMinor <= 0) return null;
  // Integers below 2^53 (amounts are at most 10^12 minor units): exact.
  return Math.floor((raisedMinor * 1000) / capTotalMinor) / 10;
}

/** What the texts of a pledge need: the catalog, the money format and the reader's unit. */
export interface PledgeTextTools {
  t: TFunction;
  money: (minor: number) => string;
  unit: DistanceUnit | undefined;
}

/**
 * A pledge's terms in words: its rate per km (and per mile for a reader who counts in
 * miles), its fixed amount or its match, then its cap: `€0.50 per km, up to €1,000.00`.
 */
export function pledgeTermsText(pledge: Pledge, { t, money, unit }: PledgeTextTools): string {
  const parts: string[] = [];
  if (pledge.kind === 'perKm' && pledge.ratePerKmMinor !== undefined) {
    const rateText = money(pledge.ratePerKmMinor);
    parts.push(
      unit === 'MILE'
        ? t('fundraising:terms.perKmAndMile', {
            rateText,
            mileRateText: money(ratePerMile(pledge.ratePerKmMinor)),
          })
        : t('fundraising:terms.perKm', { rateText }),
    );
  }
  if (pledge.kind === 'fixed' && pledge.amountMinor !== undefined) {
    parts.push(t('fundraising:terms.fixed', { amountText: money(pledge.amountMinor) }));
  }
  if (pledge.kind === 'match' && pledge.matchPercent !== undefined) {
    parts.push(t('fundraising:terms.match', { percent: pledge.matchPercent }));
  }
  if (pledge.kind !== 'fixed' && pledge.capMinor !== undefined) {
    parts.push(t('fundraising:terms.cap', { capText: money(pledge.capMinor) }));
  }
  return parts.join(', ');
}

/**
 * Whose kilometres a pledge counts, in words; nothing for the whole event. A Private
 * participant stays unnamed to other participants (the API answers `anonymous`), a deleted
 * one has no name left.
 */
export function pledgeScopeText(pledge: Pledge, t: TFunction): string | null {
  if (pledge.scope === 'team') {
    return t('fundraising:scope.teamOf', { name: pledge.teamName ?? '' });
  }
  if (pledge.scope !== 'participant') return null;
  const name = pledge.participantName;
  if (!name) return t('fundraising:scope.deletedParticipant');
  if (name === ANONYMOUS_NAME) return t('fundraising:scope.anonymousParticipant');
  return t('fundraising:scope.participantOf', { name });
}
