import type { Activity } from '@cc/shared/activities/activities.schemas';
import type { Paged } from '@cc/shared/common/paging';
import type { Communication } from '@cc/shared/communications/communications.schemas';
import type { Event, EventDetail, EventProgress, MyEvent } from '@cc/shared/events/events.schemas';
import { type FairPlayFlag, statusOfFlags } from '@cc/shared/fair-play/fair-play.rules';
import type { ActivityReview, EntryCheck } from '@cc/shared/fair-play/fair-play.schemas';
import type { Comment, FeedPage, Like, Post } from '@cc/shared/feed/feed.schemas';
import type { Friendship } from '@cc/shared/friends/friends.schemas';
import type { Fundraising, Pledge, Statement } from '@cc/shared/fundraising/fundraising.schemas';
import type {
  Notification,
  NotificationPage,
} from '@cc/shared/notifications/notifications.schemas';
import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { OwnRanking, RankingRow, TeamRankingRow } from '@cc/shared/rankings/rankings.schemas';
import type { SegmentRow, SegmentsPage } from '@cc/shared/rankings/segments.schemas';
import type { PlatformSettings } from '@cc/shared/settings/settings.schemas';
import type { Team } from '@cc/shared/teams/teams.schemas';
import type { Competitor, UserCard, UserSearchHit } from '@cc/shared/users/users.public';
import type { AdminUser, AdminUserDetail } from '@cc/shared/users/users.schemas';

/**
 * The web tests' data builders, one per entity the API answers with, each shaped as the API
 * shapes it. They describe one small world: Anna Schmidt (`user-1`) is signed in, Ben Braun is
 * another participant, `event-1` is the Spring Run. A test states only what it depends on.
 */

/** One page of a list, with the paging fields the API computes. */
export function buildPage<T>(
  docs: T[],
  { page = 1, limit = 10, totalDocs = docs.length } = {},
): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages };
}

/** The signed-in participant's profile with the defaults of participant spec §9. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: 'user-1',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Schmidt',
    displayName: 'Anna Schmidt',
    userType: 'Staff',
    country: 'DE',
    role: 'user',
    avatar: null,
    language: 'EN',
    unit: 'KM',
    gender: null,
    company: null,
    activityType: 'Running',
    activityShare: 'Public',
    activityViewPhotoAndComment: 'Friends',
    acceptFriendship: true,
    teamId: null,
    firstTimeLogin: false,
    events: [],
    friends: [],
    waitingAcceptFriends: [],
    sendingRequestFriends: [],
    ...overrides,
  };
}

/** A user as the administrators' list shows it. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: 'user-2',
    email: 'ben@example.com',
    firstName: 'Ben',
    lastName: 'Meyer',
    displayName: 'Ben Meyer',
    country: 'DE',
    userType: 'Customer',
    role: 'user',
    status: true,
    verified: true,
    company: null,
    teamName: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** An event as the API answers it: the Spring Run, running, 100 km. */
export function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    _id: 'event-1',
    name: 'Spring Run',
    description: 'Run for the children’s hospital.',
    startDate: '2026-06-10',
    endDate: '2026-06-20',
    status: 1,
    maximumKm: 100,
    maximumMile: 62.14,
    totalKm: 12.5,
    totalMile: 7.8,
    participantCount: 1234,
    state: 'running',
    startsAt: '2026-06-09T22:00:00.000Z',
    endsAt: '2026-06-20T22:00:00.000Z',
    isRegistered: false,
    ...overrides,
  };
}

/** Ben Meyer on the administrators' detail page: in the Spring Run, with one activity. */
export function buildAdminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...buildAdminUser({ company: 'Acme GmbH', teamName: 'Sales' }),
    activityType: 'Running',
    events: [
      {
        eventId: 'event-1',
        name: 'Spring Run',
        startDate: '2026-06-10',
        endDate: '2026-06-20',
        status: 1,
        distanceKm: 1234.5,
        distanceMile: 767.1,
        activityCount: 7,
        rank: 3,
        participantCount: 1234,
      },
    ],
    lastActivities: [
      {
        _id: 'activity-1',
        eventId: 'event-1',
        eventName: 'Spring Run',
        date: '2026-06-12',
        distanceKm: 5,
        distanceMile: 3.1,
        createdAt: '2026-06-12T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The Spring Run on the administrators' detail page, Ben Meyer leading its ranking. */
export function buildEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...buildEvent({ totalKm: 61.7, totalMile: 38.3 }),
    percentReached: 61.7,
    topParticipants: [
      {
        rank: 1,
        userId: 'user-2',
        firstName: 'Ben',
        lastName: 'Meyer',
        displayName: 'Ben Meyer',
        distanceKm: 42,
        distanceMile: 26.1,
        activityCount: 4,
      },
    ],
    ...overrides,
  };
}

/** An event the signed-in user joined, with their own totals (GET /api/profile/events). */
export function buildMyEvent(overrides: Partial<MyEvent> = {}): MyEvent {
  return {
    ...buildEvent(),
    isRegistered: true,
    myTotalKm: 10,
    myTotalMile: 6.2,
    myActivityCount: 2,
    ...overrides,
  };
}

/** One of the signed-in user's activities in the Spring Run. */
export function buildActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    _id: 'activity-1',
    eventId: 'event-1',
    creatorId: 'user-1',
    date: '2025-03-05',
    durationMinutes: null,
    distanceKm: 10,
    distanceMile: 6.2,
    notice: 'Morning run',
    images: [],
    isEventEnded: false,
    createdAt: '2025-03-05T08:00:00.000Z',
    updatedAt: '2025-03-05T08:00:00.000Z',
    ...overrides,
  };
}

/** A fair play flag: a day of 60 km, over the default limit of 50 km. */
export function buildFlag(overrides: Partial<FairPlayFlag> = {}): FairPlayFlag {
  return { rule: 'dailyFlag', value: 60, limit: 50, ...overrides };
}

/** What the owner sees of an activity's review: flagged for a 60 km day, not yet decided. */
export function buildReview(overrides: Partial<ActivityReview> = {}): ActivityReview {
  return { status: 'flagged', flags: [buildFlag()], reason: null, ...overrides };
}

/** The pre-save check's answer (POST /api/activities/check): `flags`, and the status they give. */
export function buildEntryCheck(flags: FairPlayFlag[] = [buildFlag()]): EntryCheck {
  return { flags, status: statusOfFlags(flags) };
}

/** The /my-activity figures of one event, with two days of the chart. */
export function buildProgress(overrides: Partial<EventProgress> = {}): EventProgress {
  const day = (date: string, mine: number, target: number) => ({
    date,
    myCumulativeKm: mine,
    myCumulativeMile: Math.round(mine * 6.2137) / 10,
    targetKm: target,
    targetMile: Math.round(target * 6.2137) / 10,
  });
  return {
    eventId: 'event-1',
    rank: 3,
    totalMembers: 1250,
    myKm: 1234.5,
    myMile: 767.1,
    challengeKm: 23456.7,
    challengeMile: 14575.2,
    maximumKm: 50000,
    maximumMile: 31068.56,
    percentReached: 46.9134,
    targetToDateKm: 20000,
    targetToDateMile: 12427.42,
    percentOfTarget: 117.28,
    remainingDays: 12,
    days: [day('2025-03-01', 5, 10), day('2025-03-02', 9, 20)],
    ...overrides,
  };
}

/** Someone named in a post, a comment or a like. */
const person = (id: string, displayName: string) => ({ _id: id, displayName, avatar: null });

/** A feed post by Ben Becker in a running challenge, with nothing hidden. */
export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'post-1',
    durationMinutes: null,
    eventId: 'event-1',
    eventName: 'Spring Challenge',
    creatorId: 'user-2',
    creator: {
      ...person('user-2', 'Ben Becker'),
      activityViewPhotoAndComment: 'Public',
      acceptFriendship: true,
    },
    date: '2025-03-05',
    distanceKm: 12.34,
    distanceMile: 7.67,
    notice: 'Morning run by the river',
    images: [],
    isEventEnded: false,
    isContentHidden: false,
    totalLike: 0,
    totalComment: 0,
    isLiked: false,
    comments: [],
    likes: [],
    createdAt: '2025-03-05T08:00:00.000Z',
    updatedAt: '2025-03-05T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of the feed (it has no totals, only whether more follow). */
export function buildFeedPage(docs: Post[], page = 1, hasNextPage = false): FeedPage {
  return { docs, page, limit: 10, hasNextPage };
}

/** The `n`th comment on `activityId`, by a numbered person. */
export function buildComment(n: number, activityId = 'post-1'): Comment {
  return {
    _id: `comment-${n}`,
    activityId,
    content: `Comment number ${n}`,
    commentator: person(`commenter-${n}`, `Commenter ${n}`),
    createdAt: '2025-03-05T09:00:00.000Z',
  };
}

/** The `n`th like, by a numbered person. */
export function buildLike(n: number): Like {
  return {
    _id: `like-${n}`,
    userLike: person(`liker-${n}`, `Liker ${n}`),
  };
}

/** Another participant as a card: Ben Braun from Austria. */
export function buildCard(overrides: Partial<UserCard> = {}): UserCard {
  return {
    _id: 'ben',
    displayName: 'Ben Braun',
    avatar: null,
    country: 'AT',
    isAnonymous: false,
    ...overrides,
  };
}

/** The card the API sends for a hidden (Private) user. */
export function buildAnonymousCard(id: string): UserCard {
  return { _id: id, displayName: 'anonymous', avatar: null, country: null, isAnonymous: true };
}

/** A hit of the people search. */
export function buildHit(overrides: Partial<UserSearchHit> = {}): UserSearchHit {
  return {
    ...buildCard(),
    firstName: 'Ben',
    lastName: 'Braun',
    acceptFriendship: true,
    friendState: 'none',
    friendshipId: null,
    ...overrides,
  };
}

/** An accepted friendship between the signed-in user and `user`, asked by the signed-in user. */
export function buildFriendship(user: UserCard, overrides: Partial<Friendship> = {}): Friendship {
  const me = buildCard({ _id: 'user-1', displayName: 'Anna Schmidt', country: 'DE' });
  return {
    _id: `f-${user._id}`,
    status: 'accepted',
    sender: me,
    receiver: user,
    user,
    createdAt: '2026-03-01T10:00:00.000Z',
    acceptedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** Ben's competitor page with his standing in the Spring Run. */
export function buildCompetitor(overrides: Partial<Competitor> = {}): Competitor {
  return {
    user: {
      ...buildHit(),
      userType: 'Staff',
      teamName: 'Blue Runners',
      activityType: 'Running',
      events: ['event-1'],
    },
    events: [
      {
        eventId: 'event-1',
        name: 'Spring Run',
        startDate: '2026-06-10',
        endDate: '2026-06-20',
        rank: 3,
        totalMember: 1250,
        distanceKm: 42.5,
        distanceMile: 26.4,
        activityCount: 5,
      },
    ],
    ...overrides,
  };
}

/** A participant's ranking row: a visible, linkable other participant. */
export function buildRankingRow(overrides: Partial<RankingRow> = {}): RankingRow {
  return {
    rank: 1,
    creatorId: 'user-2',
    displayName: 'Bert Bauer',
    avatar: null,
    country: 'DE',
    distanceKm: 42.5,
    distanceMile: 26.4,
    isFriend: 'NO',
    isAnonymous: false,
    isMe: false,
    acceptFriendship: true,
    ...overrides,
  };
}

/** An Anonymous ranking row, as the API sends a Private participant. */
export function buildAnonymousRow(overrides: Partial<RankingRow> = {}): RankingRow {
  return buildRankingRow({
    creatorId: null,
    displayName: 'anonymous',
    country: null,
    isAnonymous: true,
    ...overrides,
  });
}

/** A team's ranking row. */
export function buildTeamRankingRow(overrides: Partial<TeamRankingRow> = {}): TeamRankingRow {
  return {
    rank: 1,
    teamId: 'team-1',
    name: 'Blue Runners',
    memberCount: 4,
    distanceKm: 120,
    distanceMile: 74.6,
    averageKm: 30,
    averageMile: 18.6,
    isMine: false,
    ...overrides,
  };
}

/** The signed-in user's own standing in the Spring Run. */
export function buildOwnRanking(overrides: Partial<OwnRanking> = {}): OwnRanking {
  return {
    eventId: 'event-1',
    creatorId: 'user-1',
    rank: 3,
    totalMember: 12,
    totalMemberRunKm: 1234.5,
    totalMemberRunMile: 767.1,
    distanceKm: 42,
    distanceMile: 26.1,
    ...overrides,
  };
}

/** A group of an event's participants: the Staff, ranked first, 4 of 5 of them active. */
export function buildSegmentRow(overrides: Partial<SegmentRow> = {}): SegmentRow {
  return {
    segment: 'Staff',
    label: 'Staff',
    registered: 5,
    active: 4,
    totalKm: 49.2,
    avgKmPerActive: 12.3,
    avgKmPerRegistered: 9.84,
    participationRate: 0.8,
    rank: 1,
    isMine: false,
    ...overrides,
  };
}

/** GET ranking/segments of the Spring Run by user type and per active participant. */
export function buildSegmentsPage(
  docs: SegmentRow[],
  overrides: Partial<Omit<SegmentsPage, 'docs'>> = {},
): SegmentsPage {
  return {
    eventId: 'event-1',
    by: 'userType',
    metric: 'avgActive',
    minimumActive: 5,
    docs,
    ...overrides,
  };
}

/** A team as GET /api/teams/all answers it. */
export function buildTeam(overrides: Partial<Team> = {}): Team {
  return {
    _id: 'team-1',
    name: 'Blue Runners',
    description: 'The sales department on the move.',
    memberCount: 4,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A notification: Ben liked an activity of the signed-in user. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n-1',
    type: 1002,
    message: 'LIKE_ON_MY_ACTIVITY',
    description: '',
    modelId: 'activity-1',
    sender: { _id: 'ben', displayName: 'Ben Braun', avatar: null },
    isRead: false,
    createdAt: '2026-03-05T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of notifications with the unread count (by default, the unread ones in it). */
export function buildNotificationPage(
  docs: Notification[],
  { unreadCount = docs.filter((n) => !n.isRead).length, hasNextPage = false, page = 1 } = {},
): NotificationPage {
  const totalPages = hasNextPage ? page + 1 : page;
  return { docs, totalDocs: docs.length, page, limit: 10, totalPages, hasNextPage, unreadCount };
}

/** A communication as the administrators' list shows it: a notification to everyone, sent. */
export function buildCommunication(overrides: Partial<Communication> = {}): Communication {
  return {
    _id: 'comm-1',
    name: 'Summer party',
    message: '<p>Join us on <strong>Friday</strong>!</p>',
    messages: {
      de: '<p>Feiern Sie mit uns am <strong>Freitag</strong>!</p>',
      en: '<p>Join us on <strong>Friday</strong>!</p>',
    },
    select: 'notification',
    type: 'all',
    data: [],
    status: 'sent',
    sentCount: 1234,
    failedCount: 0,
    totalCount: 1234,
    createdAt: '2026-03-05T14:30:00.000Z',
    sentAt: '2026-03-05T14:31:00.000Z',
    ...overrides,
  };
}

/**
 * The platform settings (GET /api/settings) of a deployment that configured no pages of its own,
 * no company sign-in and open registration.
 */
export function buildSettings(overrides: Partial<PlatformSettings> = {}): PlatformSettings {
  return {
    timeZone: 'Europe/Berlin',
    faqUrl: null,
    imprintUrl: null,
    privacyUrl: null,
    companySignIn: null,
    registration: 'open',
    ...overrides,
  };
}

/** A per-km pledge of the whole event: Acme pays 50 cents per km, up to €100.00. */
export function buildPledge(overrides: Partial<Pledge> = {}): Pledge {
  return {
    id: 'pledge-1',
    sponsorName: 'Acme GmbH',
    kind: 'perKm',
    scope: 'event',
    ratePerKmMinor: 50,
    capMinor: 10_000,
    countedKm: 61.7,
    owedMinor: 3085,
    capReached: false,
    ...overrides,
  };
}

/**
 * The Spring Run's fundraising for the children's hospital, in euros, live: one per-km
 * pledge; what the signed-in participant's 10 km added.
 */
export function buildFundraising(overrides: Partial<Fundraising> = {}): Fundraising {
  return {
    eventId: 'event-1',
    currency: 'EUR',
    charityName: 'Children’s Hospital',
    charityUrl: 'https://hospital.example.org',
    description: 'Every kilometre buys books for the ward.',
    raisedMinor: 3085,
    capTotalMinor: 10_000,
    countedKm: 61.7,
    settledAt: null,
    myContributionMinor: 500,
    pledges: [buildPledge()],
    ...overrides,
  };
}

/** The Spring Run's first settled statement. */
export function buildStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    eventId: 'event-1',
    eventName: 'Spring Run',
    version: 1,
    settledAt: '2026-06-22T10:00:00.000Z',
    isCurrent: true,
    currency: 'EUR',
    charityName: 'Children’s Hospital',
    raisedMinor: 3085,
    paidMinor: 1000,
    outstandingMinor: 2085,
    lines: [],
    payments: [],
    versions: [{ version: 1, settledAt: '2026-06-22T10:00:00.000Z' }],
    ...overrides,
  };
}
