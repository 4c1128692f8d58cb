import { addDays, dayIn } from '@cc/shared/time/calendar';
import { and, gt, inArray } from 'drizzle-orm';
import {
  activities,
  activityImages,
  adminNotices,
  comments,
  events,
  friendships,
  notifications,
  pledgePayments,
  pledges,
  sessions,
  teams,
  users,
} from '../../db/schema';
import { hashToken } from '../../modules/sessions';
import { buildAdmin, buildUser, DEFAULT_PASSWORD, tokenFor } from '../factories';
import { linkIn } from '../smtp';
import type { TestApp } from '../test-app';
import { encodeMultipart, type Images } from './multipart';
import type { RefKind } from './refs';

/** Who sends a request. */
export type Role = 'anonymous' | 'participant' | 'second' | 'admin';

/** A signed-in account of the world and the bearer token it sends. */
export interface Identity {
  id: string;
  email: string;
  role: 'user' | 'admin';
  token: string;
}

/**
 * The real data the fuzzer aims at: a participant and a second participant in a running
 * event (and an ended one, and an open one nobody joined), an activity with a photo, a
 * comment, a like and its notification, a pending friend request, a team, the admin
 * notice, the running event's cause with a pledge and a payment, an administrator, and a
 * participant who knows nobody.
 */
export interface World {
  identities: Record<Exclude<Role, 'anonymous'>, Identity>;
  refs: Record<RefKind, string[]>;
  /** A token whose session has ended (logout). */
  revokedToken: string;
  /** Signed address of the stored photo, `/uploads/activities/<key>.webp?exp=…&sig=…` (062). */
  photoUrl: string;
}

let worldSequence = 0;

async function call(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object | { payload: Buffer; headers: Record<string, string> },
) {
  const multipart = payload && 'payload' in payload && Buffer.isBuffer(payload.payload);
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(multipart ? (payload as { headers: Record<string, string> }).headers : {}),
    },
    ...(multipart
      ? { payload: (payload as { payload: Buffer }).payload }
      : payload
        ? { payload: payload as object }
        : {}),
  });
  if (res.statusCode >= 300) {
    throw new Error(`fuzz world: ${method} ${url} answered ${res.statusCode} ${res.body}`);
  }
  return res.body ? res.json() : undefined;
}

async function identity(t: TestApp, role: 'user' | 'admin'): Promise<Identity> {
  const user =
    role === 'admin'
      ? await buildAdmin(t.db)
      : await buildUser(t.db, { activityShare: 'Public', activityViewPhotoAndComment: 'Public' });
  return { id: user.id, email: user.email, role, token: await tokenFor(t.db, user.id) };
}

/** A fresh account of a role (for routes that end the caller's account). */
export function throwawayIdentity(t: TestApp, role: 'user' | 'admin') {
  return identity(t, role);
}

/**
 * A registration and a password reset requested through the API, and the tokens of the
 * links their mails carry (each can be used once: verify and reset then succeed once).
 */
async function linkTokens(t: TestApp, n: number) {
  const email = `fuzz-newcomer-${n}@example.com`;
  await call(t, undefined, 'POST', '/api/users/auth/register', {
    email,
    password: DEFAULT_PASSWORD,
    firstName: 'New',
    lastName: 'Comer',
    userType: 'Customer',
    country: 'DE',
  });
  const verify = linkIn(await t.smtp.lastMailTo(email), '/registrationConfirm/');
  const resetFor = await buildUser(t.db);
  await call(t, undefined, 'POST', '/api/users/auth/forgot', { email: resetFor.email });
  const reset = linkIn(await t.smtp.lastMailTo(resetFor.email), '/resetPassword/');
  const tokenOf = (link: string) => link.split('/').at(-1)!;
  return { verify: tokenOf(verify), reset: tokenOf(reset) };
}

/**
 * Builds the world through the API itself, as the people in it would. `previous` lends its
 * link tokens (a registration and a reset cost a password hash and two mails each), so a
 * rebuild in the middle of a route is cheaper; a fresh world gets fresh tokens.
 */
export async function buildWorld(t: TestApp, images: Images, previous?: World): Promise<World> {
  worldSequence += 1;
  const n = worldSequence;
  const today = dayIn(t.config.timeZone);
  const admin = await identity(t, 'admin');
  const participant = await identity(t, 'user');
  const second = await identity(t, 'user');
  // Nobody's friend yet: a friend request to them can succeed.
  const stranger = await identity(t, 'user');
  // The participant's friend (an accepted friendship, which deleteFriend can end).
  const friend = await identity(t, 'user');

  const running = await call(t, admin.token, 'POST', '/api/events', {
    name: `Fuzz challenge ${n}`,
    startDate: addDays(today, -5),
    endDate: addDays(today, 30),
    maximumKm: 1000,
  });
  const ended = await call(t, admin.token, 'POST', '/api/events', {
    name: `Fuzz ended ${n}`,
    startDate: addDays(today, -40),
    endDate: addDays(today, -20),
    maximumKm: 50,
  });
  // Open, and nobody has joined it yet: a registration can succeed.
  const open = await call(t, admin.token, 'POST', '/api/events', {
    name: `Fuzz open ${n}`,
    startDate: addDays(today, -1),
    endDate: addDays(today, 10),
    maximumMile: 100,
  });
  for (const who of [participant, second]) {
    await call(t, who.token, 'POST', '/api/profile/registerEvent', { eventId: running._id });
  }
  const photoForm = encodeMultipart(
    {
      boundary: 'fuzzWorldBoundary',
      parts: [
        { name: 'eventId', value: running._id },
        { name: 'date', value: addDays(today, -1) },
        { name: 'distanceKm', value: '5.5' },
        { name: 'notice', value: 'fuzz run' },
        { name: 'images', file: 'jpeg', filename: 'run.jpg', contentType: 'image/jpeg' },
      ],
      malformation: 'none',
      cut: 1,
    },
    images,
  );
  const activity = await call(t, participant.token, 'POST', '/api/activities', {
    payload: photoForm.payload,
    headers: { 'content-type': photoForm.contentType },
  });
  const secondActivity = await call(t, second.token, 'POST', '/api/activities', {
    eventId: running._id,
    date: today,
    distanceMile: 3,
  });
  const comment = await call(t, second.token, 'POST', '/api/comments', {
    activityId: activity._id,
    content: 'Well done!',
  });
  await call(t, second.token, 'POST', '/api/likes/like', { activityId: activity._id });
  const friendship = await call(t, second.token, 'POST', '/api/friends/addFriend', {
    receiver: participant.id,
  });
  const request = await call(t, friend.token, 'POST', '/api/friends/addFriend', {
    receiver: participant.id,
  });
  const friendshipAccepted = await call(
    t,
    participant.token,
    'PATCH',
    `/api/friends/acceptFriend/${request._id}`,
  );
  const team = await call(t, admin.token, 'POST', '/api/teams', { name: `Fuzz team ${n}` });
  await call(t, participant.token, 'POST', '/api/profile/registerTeam', { teamId: team._id });
  const notice = await call(t, admin.token, 'POST', '/api/activities/adminCreate', {
    title: 'Fuzz',
    notice: 'Pinned notice',
  });
  const notes = await call(t, participant.token, 'GET', '/api/notifications');
  await call(t, admin.token, 'PUT', `/api/events/${running._id}/fundraising`, {
    charityName: 'Fuzz hospital',
  });
  const pledge = await call(t, admin.token, 'POST', `/api/events/${running._id}/pledges`, {
    sponsorName: 'Fuzz sponsor',
    kind: 'perKm',
    scope: 'event',
    ratePerKmMinor: 100,
    capMinor: 100_000,
  });
  const payment = await call(
    t,
    admin.token,
    'POST',
    `/api/events/${running._id}/pledges/${pledge.id}/payments`,
    { amountMinor: 500, paidOn: today, reference: 'fuzz' },
  );

  const tokens = previous
    ? { verify: previous.refs.verifyToken[0]!, reset: previous.refs.resetToken[0]! }
    : await linkTokens(t, n);

  const revokedToken = await tokenFor(t.db, participant.id);
  await t.app.inject({
    method: 'POST',
    url: '/api/users/auth/logout',
    headers: { authorization: `Bearer ${revokedToken}` },
  });

  return {
    identities: { participant, second, admin },
    refs: {
      user: [participant.id, second.id, admin.id, stranger.id, friend.id],
      event: [running._id, ended._id, open._id],
      activity: [activity._id, secondActivity._id],
      image: activity.images.map((i: { _id: string }) => i._id),
      comment: [comment._id],
      team: [team._id],
      friendship: [friendship._id, friendshipAccepted._id],
      notification: notes.docs.map((d: { _id: string }) => d._id),
      notice: [notice._id],
      pledge: [pledge.id],
      payment: [payment.id],
      email: [participant.email, second.email, admin.email],
      upload: activity.images.flatMap((i: { url: string; thumbUrl: string }) =>
        [i.url, i.thumbUrl].map((u) => u.replace(/^\/uploads\//, '')),
      ),
      verifyToken: [tokens.verify],
      resetToken: [tokens.reset],
    },
    revokedToken,
    photoUrl: activity.images[0].url,
  };
}

type IdTable =
  | typeof events
  | typeof activities
  | typeof activityImages
  | typeof comments
  | typeof teams
  | typeof friendships
  | typeof notifications
  | typeof adminNotices
  | typeof pledges
  | typeof pledgePayments
  | typeof users;

/** The table behind each kind of real id. */
const objectTables: Array<[RefKind, IdTable]> = [
  ['user', users],
  ['event', events],
  ['activity', activities],
  ['image', activityImages],
  ['comment', comments],
  ['team', teams],
  ['friendship', friendships],
  ['notification', notifications],
  ['notice', adminNotices],
  ['pledge', pledges],
  ['payment', pledgePayments],
];

/**
 * What fuzzing did to the world: `ok`; `tokens` when only sessions ended (logout, password
 * change), fixed by new tokens; `broken` when an account is gone or changed (deleted,
 * deactivated, promoted) or an object of the world was deleted, fixed by a new world.
 */
export async function inspectWorld(t: TestApp, world: World): Promise<'ok' | 'tokens' | 'broken'> {
  const ids = Object.values(world.identities);
  const rows = await t.db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(
      inArray(
        users.id,
        ids.map((i) => i.id),
      ),
    );
  for (const who of ids) {
    const row = rows.find((r) => r.id === who.id);
    if (!row?.status || row.role !== who.role) return 'broken';
  }
  // Every object the generators aim at must still be there (a delete route removes them).
  const present = async (table: IdTable, kind: RefKind) => {
    const wanted = world.refs[kind];
    if (wanted.length === 0) return true;
    const rows = await t.db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
    return rows.length === wanted.length;
  };
  for (const [kind, table] of objectTables) {
    if (!(await present(table, kind))) return 'broken';
  }
  const live = await t.db
    .select({ hash: sessions.tokenHash })
    .from(sessions)
    .where(
      and(
        inArray(
          sessions.tokenHash,
          ids.map((i) => hashToken(i.token)),
        ),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return live.length === ids.length ? 'ok' : 'tokens';
}

/** New tokens for every identity of the world (their accounts are intact). */
export async function renewTokens(t: TestApp, world: World) {
  for (const who of Object.values(world.identities)) who.token = await tokenFor(t.db, who.id);
}
