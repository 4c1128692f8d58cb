import { KM_TO_MILE, kmToMile, mileToKm, round2, toTenths } from '@cc/shared/activities/distance';
import { addDays, dayIn } from '@cc/shared/time/calendar';
import { foldSearchText } from '@cc/shared/users/search';
import { profileDefaults } from '@cc/shared/users/users.constants';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { StartupDeps } from '../../platform/context';
import { newId } from '../../platform/ids';
import { hashPassword } from '../../platform/passwords';
import { deletePhotoFiles, type StoredPhoto, storeActivityPhotos } from '../activities';
import {
  DEMO_PASSWORD,
  demoActivities,
  demoEvents,
  demoPhotos,
  demoTeams,
  demoUsers,
} from './demo.data';
import * as repo from './demo.repository';
import { demoSocial } from './demo.social';

/**
 * Fills an empty database with demo accounts, teams with members, friendships, a running
 * and an ended event with every participant joined, activities (some with generated photos)
 * whose totals are exact, likes and comments with exact counters, the notifications they
 * caused and a pinned feed notice, so a newcomer who runs `npm start` sees a living app. Runs only when
 * DEMO_CONTENT is on (the embedded default) and no account exists yet; never touches a
 * database that has data. Photos are stored first and deleted again if the insert fails.
 */
export async function seedDemoContent(deps: StartupDeps, log: FastifyBaseLogger) {
  if (!deps.config.demoContent || !(await repo.isEmpty(deps.db))) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const teamIds = demoTeams.map(() => newId());
  const userIds = new Map<string, string>(demoUsers.map((u) => [u.key, newId()]));
  const photos = await storeActivityPhotos(
    deps.storage,
    log,
    await Promise.all(demoPhotos.map((p) => gradientPng(p.from, p.to))),
  );
  const challenges = demoChallenges(userIds, dayIn(deps.config.timeZone), photos);
  const social = demoSocial(userIds, challenges.activities, new Date());

  await deps.db
    .transaction(async (tx) => {
      await repo.insertTeams(
        tx,
        demoTeams.map((name, i) => ({ id: teamIds[i]!, name })),
      );
      await repo.insertUsers(
        tx,
        demoUsers.map((u) => {
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
            teamId: 'team' in u ? teamIds[u.team] : null,
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
    })
    .catch(async (err) => {
      await deletePhotoFiles(deps.storage, log, photos);
      throw err;
    });
  log.info(
    { accounts: demoUsers.map((u) => u.email) },
    `demo content created (password ${DEMO_PASSWORD})`,
  );
}

/** Width and height of a generated demo photo. */
const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 640;

/** A diagonal colour gradient as a PNG, fed to the photo pipeline like an upload. */
function gradientPng(from: readonly number[], to: readonly number[]) {
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
 * The rows of the demo events, participations, activities and photos, dated relative to
 * `today`. Each distance is typed in its user's unit and the other derived, as the API
 * does; the participants' and events' totals are the sums of those activities.
 */
function demoChallenges(userIds: Map<string, string>, today: string, photos: StoredPhoto[]) {
  const participantKeys = demoUsers.filter((u) => !('role' in u)).map((u) => u.key);
  const eventIds = new Map<string, string>(demoEvents.map((e) => [e.key, newId()]));
  const totals = new Map<string, { km: number; mile: number; count: number }>();
  const totalKey = (event: string, user: string) => `${event}/${user}`;
  const activities = demoActivities.map((a) => {
    const inMiles = demoUsers.find((u) => u.key === a.user)!;
    const mile = 'unit' in inMiles && inMiles.unit === 'MILE';
    const km = mile ? mileToKm(a.distance) : a.distance;
    const row = {
      id: newId(),
      eventId: eventIds.get(a.event)!,
      userId: userIds.get(a.user)!,
      date: addDays(today, a.day),
      distanceKmTenths: toTenths(km),
      distanceMileTenths: toTenths(mile ? a.distance : kmToMile(km)),
      notice: a.notice,
      createdAt: new Date(`${addDays(today, a.day)}T07:30:00Z`),
    };
    const sum = totals.get(totalKey(a.event, a.user)) ?? { km: 0, mile: 0, count: 0 };
    sum.km += row.distanceKmTenths;
    sum.mile += row.distanceMileTenths;
    sum.count += 1;
    totals.set(totalKey(a.event, a.user), sum);
    return row;
  });
  const images = demoActivities.flatMap((a, i) => {
    const photo = a.photo === undefined ? undefined : photos[a.photo];
    return photo ? [{ id: newId(), activityId: activities[i]!.id, position: 0, ...photo }] : [];
  });
  const participants = demoEvents.flatMap((e) =>
    participantKeys.map((user) => {
      const sum = totals.get(totalKey(e.key, user)) ?? { km: 0, mile: 0, count: 0 };
      return {
        eventId: eventIds.get(e.key)!,
        userId: userIds.get(user)!,
        totalKmTenths: sum.km,
        totalMileTenths: sum.mile,
        activityCount: sum.count,
      };
    }),
  );
  const events = demoEvents.map((e) => {
    const mine = participants.filter((p) => p.eventId === eventIds.get(e.key));
    return {
      id: eventIds.get(e.key)!,
      name: e.name,
      description: e.description,
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
  return { events, eventTotals, participants, activities, images };
}
