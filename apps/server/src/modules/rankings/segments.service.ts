import type {
  SegmentDimension,
  SegmentMetric,
  SegmentRow,
  SegmentsPage,
  SegmentsQuery,
} from '@cc/shared/rankings/segments.schemas';
import { SEGMENT_MIN_ACTIVE } from '@cc/shared/rankings/segments.schemas';
import { getCountryName } from '@cc/shared/users/countries';
import { isUserType } from '@cc/shared/users/users.constants';
import type { SignedInContext } from '../../platform/context';
import { sheetLanguageOf } from '../../platform/spreadsheet';
import { usersSheetTexts } from '../users';
import { resolveEventId } from './rankings.service';
import { toSegmentRows } from './segments.mapper';
import { findOwnGroups, findSegmentSums, type SegmentSums } from './segments.repository';

/** The words of group labels that are not names: participants without a user type. */
const notGiven = { EN: 'Not given', DE: 'Keine Angabe' } as const;

/** A group's name in the caller's language: the user type's, the country's, the team's. */
function labeller(ctx: SignedInContext, dimension: SegmentDimension) {
  const language = sheetLanguageOf(ctx);
  return (group: SegmentSums): string => {
    if (dimension === 'team') return group.teamName ?? group.segment;
    if (dimension === 'country') {
      return group.segment
        ? getCountryName(group.segment, language === 'DE' ? 'de' : 'en')
        : notGiven[language];
    }
    return isUserType(group.segment)
      ? usersSheetTexts[language].userTypes[group.segment]
      : notGiven[language];
  };
}

/**
 * The groups of one dimension of an event as rows, best first by `metric`; the caller's own
 * group marked. `everyRank` for administrators, who see the place of small groups too.
 */
export async function segmentRows(
  ctx: SignedInContext,
  eventId: string,
  dimension: SegmentDimension,
  metric: SegmentMetric,
  everyRank: boolean,
): Promise<SegmentRow[]> {
  const [groups, own] = await Promise.all([
    findSegmentSums(ctx.db, eventId, dimension),
    findOwnGroups(ctx.db, eventId, ctx.user.id),
  ]);
  const mine = own
    ? { userType: own.userType ?? '', country: own.country ?? '', team: own.teamId ?? undefined }[
        dimension
      ]
    : undefined;
  return toSegmentRows(groups, { metric, everyRank, mine, labelOf: labeller(ctx, dimension) });
}

/**
 * GET ranking/segments: the group board of an event (without `event_id`, the caller's
 * joined event with the latest end date; none joined, no groups). Participants see no place
 * for groups below the minimum; administrators see every place.
 */
export async function getSegments(
  ctx: SignedInContext,
  query: SegmentsQuery,
): Promise<SegmentsPage> {
  const eventId = await resolveEventId(ctx, query.event_id);
  const page = { by: query.by, metric: query.metric, minimumActive: SEGMENT_MIN_ACTIVE };
  if (!eventId) return { eventId: null, ...page, docs: [] };
  const everyRank = ctx.user.role === 'admin';
  const docs = await segmentRows(ctx, eventId, query.by, query.metric, everyRank);
  return { eventId, ...page, docs };
}
