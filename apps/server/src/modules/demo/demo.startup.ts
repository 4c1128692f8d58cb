import { KM_TO_MILE, kmToMile, mileToKm, round2, toTenths } from '@cc/shared/activities/distance';
import {
  type FairPlayFlag,
  isCounted,
  OUTLIER_MIN_ENTRIES,
  type ReviewStatus,
} from '@cc/shared/fair-play/fair-play.rules';
import { addDays } from '@cc/shared/time/calendar';
import { foldSearchText } from '@cc/shared/users/search';
import { profileDefaults } from '@cc/shared/users/users.constants';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../db/ids';
import { type StartupDeps, today } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import { deletePhotoFiles, type StoredPhoto, storeActivityPhotos } from '../activities';
import { assessEntry, DUPLICATE_TENTHS } from '../fair-play';
import {
  COLLEAGUE_COUNT,
  demoColleagueActivities,
  demoColleagues,
  demoReviewActivities,
} from './demo.colleagues';
import { queueDemoCommunications } from './demo.communications';
import {
  DEMO_PASSWORD,
  demoActivities,
  demoEvents,
  demoPhotos,
  demoTeams,
  demoUsers,
} from './demo.data';
import { seedDemoFundraising } from './demo.fundraising';
import * as repo from './demo.repository';
import { demoSocial } from './demo.social';

/** Every demo account: the named ones, then the generated colleagues. */
const demoPeople = [...demoUsers, ...demoColleagues];

/**
 * Fills an empty database with demo accounts (named ones and generated colleagues across
 * countries and user types), teams with members, friendships, a running event most of them
 * joined and an ended one, activities (some with generated photos) whose totals are exact,
 * likes and comments with exact counters, the notifications they caused, a pinned feed
 * notice, money raised for a cause in both events (the ended one settled, one payment
 * recorded) and the administrator's communications (queued, like the fundraising
 * milestones already reached, so the job worker delivers them after start-up), so a
 * newcomer who runs `npm start` sees a living app. Runs only when
 * DEMO_CONTENT is on (the embedded default) and no account exists yet; never touches a
 * database that has data. Photos are stored first and deleted again if the insert fails.
 */
export async function seedDemoContent(deps: StartupDeps, log: FastifyBaseLogger) {
  if (!deps.config.demoContent || !(await repo.isEmpty(deps.db))) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const teamIds = demoTeams.map(() => newId());
  const userIds = new Map<string, string>(demoPeople.map((u) => [u.key, newId()]));
  const photos = await storeActivityPhotos(
    deps.storage,
    log,
    await Promise.all(demoPhotos.map((p) => gradientPng(p.from, p.to))),
  );
  const day = today(deps);
  const challenges = demoChallenges(userIds, day, photos);
  const social = demoSocial(userIds, challenges.activities, new Date());

  await deps.db
    .transaction(async (tx) => {
      await repo.insertTeams(
        tx,
        demoTeams.map((name, i) => ({ id: teamIds[i]!, name })),
      );
      await repo.insertUsers(
        tx,
        demoPeople.map((u) => {
          const displayName = `${u.firstName} ${u.lastName}`;
          return {
            id: userIds.get(u.key)!,
            email: u.email,
            passwordHash,
            firstName: u.firstName,
            lastName: u.lastName,
            displayName,
            searchText: foldSearchText(u.firstName, u.lastName, displayName, u.email),
            userType: u.userType,
            country: u.country,
            unit: 'unit' in u ? u.unit : profileDefaults.unit,
            role: 'role' in u ? u.role : 'user',
            language: u.language,
            company: 'company' in u ? u.company : null,
            activityShare: 'activityShare' in u ? u.activityShare : profileDefaults.activityShare,
            activityViewPhotoAndComment:
              'activityViewPhotoAndComment' in u
                ? u.activityViewPhotoAndComment
                : profileDefaults.activityViewPhotoAndComment,
            teamId: 'team' in u && u.team !== undefined ? teamIds[u.team] : null,
            firstTimeLogin: false,
            verifiedAt: new Date(),
          };
        }),
      );
      await repo.insertFriendships(tx, social.friendships);
      await repo.insertEvents(tx, challenges.events, challenges.eventTotals);
      await repo.insertParticipants(tx, challenges.participants);
      await repo.insertActivities(tx, social.activities);
      await repo.insertActivityImages(tx, challenges.images);
      await repo.insertLikes(tx, social.likes);
      await repo.insertComments(tx, social.comments);
      await repo.insertNotifications(tx, social.notifications);
      await repo.insertAdminNotice(tx, social.notice);
      await seedDemoFundraising(deps, tx, log, demoAdmin(userIds), challenges.eventIds, day);
      await queueDemoCommunications(tx, log, demoAdmin(userIds), challenges.eventIds);
    })
    .catch(async (err) => {
      await deletePhotoFiles(deps.storage, log, photos);
      throw err;
    });
  log.info(
    { accounts: demoUsers.map((u) => u.email), colleagues: COLLEAGUE_COUNT },
    `demo content created (password ${DEMO_PASSWORD})`,
  );
}

/** The demo administrator, who sends the communications and runs the fundraising. */
function demoAdmin(userIds: Map<string, string>) {
  const admin = demoUsers.find((u) => u.key === 'admin')!;
  return { id: userIds.get(admin.key)!, email: admin.email, language: admin.language };
}

/** Width and height of a generated demo photo. */
const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 640;

/** A diagonal colour gradient as a PNG, fed to the photo pipeline like an upload. */
async function gradientPng(from: readonly number[], to: readonly number[]) {
  const { default: sharp } = await import('sharp');
  const pixels = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT * 3);
  const span = PHOTO_WIDTH + PHOTO_HEIGHT - 2;
  for (let y = 0; y < PHOTO_HEIGHT; y++) {
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const f = (x + y) / span;
      const at = (y * PHOTO_WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(from[c]! + (to[c]! - from[c]!) * f);
    }
  }
  return sharp(pixels, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * The activities of the demo as typed: the named accounts' (first, in demoActivities'
 * order, which the photos and the social rows refer to by position), then the colleagues'
 * in the running event.
 */
const typedActivities = [
  ...demoActivities.map((a) => ({ ...a, hour: 7, minute: 30 })),
  ...demoColleagueActivities.map((a) => ({ ...a, event: 'spring' as const, minute: 15 })),
  ...demoReviewActivities.map((a) => ({ ...a, event: 'spring' as const, minute: 45 })),
];

/** A demo activity before the checks. */
interface DemoRow {
  id: string;
  eventId: string;
  userId: string;
  date: string;
  distanceKmTenths: number;
  distanceMileTenths: number;
  notice: string;
  createdAt: Date;
}

/**
 * The demo's activities with the statuses and flags the default checks give them when
 * logged in the order of their `createdAt` (decision 071), each seeing the entries of its
 * participant logged before it. The demo people's activity type is Running (the default).
 */
function reviewedInOrder(rows: DemoRow[]) {
  const earlier = new Map<string, Array<DemoRow & { reviewStatus: ReviewStatus }>>();
  const reviewed = new Map<string, { reviewStatus: ReviewStatus; reviewFlags: FairPlayFlag[] }>();
  for (const row of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const key = `${row.eventId}/${row.userId}`;
    const before = (earlier.get(key) ?? []).filter((r) => r.reviewStatus !== 'excluded');
    const sorted = before.map((r) => r.distanceKmTenths).sort((x, y) => x - y);
    const { flags, status } = assessEntry(
      {
        date: row.date,
        distanceKmTenths: row.distanceKmTenths,
        durationMinutes: null,
        photoCaptureDays: [],
        photoReusedFromId: null,
      },
      {
        fairPlay: null,
        activityType: 'Running',
        sameDayKmTenths: before
          .filter((r) => r.date === row.date)
          .reduce((sum, r) => sum + r.distanceKmTenths, 0),
        duplicateOfId:
          before.find(
            (r) =>
              r.date === row.date &&
              Math.abs(r.distanceKmTenths - row.distanceKmTenths) <= DUPLICATE_TENTHS,
          )?.id ?? null,
        // percentile_disc(0.5): the first value with at least half the entries at or below it.
        medianKmTenths:
          sorted.length >= OUTLIER_MIN_ENTRIES ? sorted[Math.ceil(sorted.length / 2) - 1]! : null,
      },
      row.date,
    );
    earlier.set(key, [...(earlier.get(key) ?? []), { ...row, reviewStatus: status }]);
    reviewed.set(row.id, { reviewStatus: status, reviewFlags: flags });
  }
  return rows.map((row) => ({ ...row, ...reviewed.get(row.id)! }));
}

/** Who joined which demo event: the named participants both, colleagues the running one. */
const demoParticipations = [
  ...demoEvents.flatMap((e) =>
    demoUsers.filter((u) => !('role' in u)).map((u) => ({ event: e.key, user: u.key })),
  ),
  ...demoColleagues
    .filter((c) => c.isParticipant)
    .map((c) => ({ event: 'spring' as const, user: c.key })),
];

/**
 * The rows of the demo events, participations, activities and photos, dated relative to
 * `today`. Each distance is typed in its user's unit and the other derived, as the API
 * does; the participants' and events' totals are the sums of those activities.
 */
function demoChallenges(userIds: Map<string, string>, today: string, photos: StoredPhoto[]) {
  const eventIds = new Map<string, string>(demoEvents.map((e) => [e.key, newId()]));
  const totals = new Map<string, { km: number; mile: number; count: number; last: string }>();
  const totalKey = (event: string, user: string) => `${event}/${user}`;
  const rows = typedActivities.map((a) => {
    const person = demoPeople.find((u) => u.key === a.user)!;
    const mile = 'unit' in person && person.unit === 'MILE';
    const km = mile ? mileToKm(a.distance) : a.distance;
    const date = addDays(today, a.day);
    const time = `${String(a.hour).padStart(2, '0')}:${String(a.minute).padStart(2, '0')}`;
    return {
      id: newId(),
      eventId: eventIds.get(a.event)!,
      userId: userIds.get(a.user)!,
      date,
      distanceKmTenths: toTenths(km),
      distanceMileTenths: toTenths(mile ? a.distance : kmToMile(km)),
      notice: a.notice,
      createdAt: new Date(`${date}T${time}:00Z`),
    };
  });
  // The fair play checks as a create runs them, in the order the entries were logged.
  const activities = reviewedInOrder(rows);
  for (const row of activities) {
    if (!isCounted(row.reviewStatus)) continue;
    const sum = totals.get(totalKey(row.eventId, row.userId)) ?? {
      km: 0,
      mile: 0,
      count: 0,
      last: row.date,
    };
    sum.km += row.distanceKmTenths;
    sum.mile += row.distanceMileTenths;
    sum.count += 1;
    if (row.date > sum.last) sum.last = row.date;
    totals.set(totalKey(row.eventId, row.userId), sum);
  }
  const images = demoActivities.flatMap((a, i) => {
    const photo = a.photo === undefined ? undefined : photos[a.photo];
    return photo ? [{ id: newId(), activityId: activities[i]!.id, position: 0, ...photo }] : [];
  });
  const participants = demoParticipations.map(({ event, user }) => {
    const sum = totals.get(totalKey(eventIds.get(event)!, userIds.get(user)!));
    return {
      eventId: eventIds.get(event)!,
      userId: userIds.get(user)!,
      totalKmTenths: sum?.km ?? 0,
      totalMileTenths: sum?.mile ?? 0,
      activityCount: sum?.count ?? 0,
      // The latest counted day (the insights' active in the last 7 days, decision 072).
      lastActiveDate: sum?.last ?? null,
    };
  });
  const events = demoEvents.map((e) => {
    const mine = participants.filter((p) => p.eventId === eventIds.get(e.key));
    return {
      id: eventIds.get(e.key)!,
      name: e.name,
      description: e.description,
      nameEn: e.name,
      descriptionEn: e.description,
      nameDe: e.nameDe,
      descriptionDe: e.descriptionDe,
      startDate: addDays(today, e.start),
      endDate: addDays(today, e.end),
      maximumKmHundredths: Math.round(e.maximumKm * 100),
      maximumMileHundredths: Math.round(round2(e.maximumKm * KM_TO_MILE) * 100),
      participantCount: mine.length,
    };
  });
  const eventTotals = events.map((event) => {
    const mine = participants.filter((p) => p.eventId === event.id);
    return {
      eventId: event.id,
      shard: 0,
      totalKmTenths: mine.reduce((n, p) => n + p.totalKmTenths, 0),
      totalMileTenths: mine.reduce((n, p) => n + p.totalMileTenths, 0),
    };
  });
  return { eventIds, events, eventTotals, participants, activities, images };
}
