import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../db/schema';
import { forgetCachedPosts } from '../modules/feed/feed.test-support';
import { addPledge, setCause } from '../modules/fundraising/fundraising.test-support';
import { queuePushes } from '../modules/push';
import { startPushWorker, subscribeDevice } from '../modules/push/push.test-support';
import type { JobWorker } from '../platform/jobs';
import { buildActivity, buildAdmin, buildEvent, buildUser, joinEvent } from './factories';
import { startTestPushService, type TestPushService, type TestSubscription } from './push-endpoint';
import { callAs } from './requests';
import { createTestApp, dayFromToday, type TestApp } from './test-app';
import { waitFor } from './wait-for';

/**
 * The privacy matrix (issue 22, decision 063): every answer that can carry a person, for
 * each privacy level of one participant (the subject) and each relation of a viewer to
 * them, must name the subject exactly where the rules allow and carry neither their name
 * nor their id anywhere else. The subject likes and comments on a host's Public post after
 * an earlier commenter, asks someone for friendship, accepted someone's request, has a
 * request from someone waiting for an answer, and has a post of their own; every viewer
 * reads every answer, pushes included, at every level.
 */

type Level = 'Public' | 'Friends' | 'Private' | 'Deactivated';
type Viewer =
  | 'self'
  | 'friend'
  | 'requested'
  | 'asker'
  | 'host'
  | 'commenter'
  | 'stranger'
  | 'admin';
type Answer =
  | 'feed all'
  | 'feed friends'
  | 'host post'
  | 'own post'
  | 'notifications'
  | 'push'
  | 'friends list'
  | 'friend requests'
  | 'ranking all'
  | 'ranking friends'
  | 'ranking search'
  | 'user search'
  | 'profile'
  | 'competitor'
  | 'report'
  | 'fundraising';
/** `named`: must name the subject; `hidden`: neither name nor id; `anonymous`: no name (the id may stay); `any`: not checked. */
type Expected = 'named' | 'hidden' | 'anonymous' | 'any';

const levels: Level[] = ['Public', 'Friends', 'Private', 'Deactivated'];
const viewers: Viewer[] = [
  'self',
  'friend',
  'requested',
  'asker',
  'host',
  'commenter',
  'stranger',
  'admin',
];
const participants = viewers.filter((v) => v !== 'admin');

const SUBJECT = { firstName: 'Sable', lastName: 'Quietfoot', displayName: 'Sable Quietfoot' };

/** Whether others may name the subject at `level` (likes, comments, rankings, notifications). */
const namedToOthers = (level: Level) => level === 'Public' || level === 'Friends';

/** What `viewer` must see of the subject in `answer` at `level` (decision 063). */
function expected(answer: Answer, level: Level, viewer: Viewer): Expected {
  // A deactivated subject cannot sign in. An administrator manages every account (the user
  // list, the account, the reports) and may not read the participants' answers.
  if (viewer === 'self') return level === 'Deactivated' ? 'any' : selfExpected(answer);
  if (viewer === 'admin') return adminAnswers.has(answer) ? 'named' : 'hidden';
  const named = namedToOthers(level);
  switch (answer) {
    case 'feed all':
    case 'host post':
    case 'ranking all':
    case 'ranking search':
      // The subject's like and comment on the Public host post; their ranking row.
      return named ? 'named' : 'hidden';
    case 'feed friends':
      // Only the friend's and the host's friend feeds can carry the subject.
      if (viewer === 'friend' || viewer === 'host') return named ? 'named' : 'hidden';
      return 'hidden';
    case 'own post':
      return level === 'Public' || (level === 'Friends' && viewer === 'friend')
        ? 'named'
        : 'hidden';
    case 'notifications':
    case 'push':
      if (viewer === 'requested') return level === 'Public' ? 'named' : 'hidden';
      if (viewer === 'host' || viewer === 'commenter' || viewer === 'friend') {
        return named ? 'named' : 'hidden';
      }
      return 'hidden';
    case 'friends list':
      // A friendship's parties keep their ids, so a friend can still end it.
      if (viewer === 'friend') return named ? 'named' : 'anonymous';
      return 'hidden';
    case 'friend requests':
      // The receiver of the subject's request learns the name only from a Public sender;
      // whoever asked the subject picked them by the name the search showed (decision 068).
      if (viewer === 'requested') return level === 'Public' ? 'named' : 'anonymous';
      if (viewer === 'asker') return named ? 'named' : 'anonymous';
      return 'hidden';
    case 'ranking friends':
      if (viewer === 'friend') return named ? 'named' : 'hidden';
      return 'hidden';
    case 'user search':
    case 'profile':
    case 'competitor':
      return named ? 'named' : 'hidden';
    case 'fundraising':
      // A pledge on the subject names them as rankings do; else `anonymous` with no id.
      return named ? 'named' : 'hidden';
    case 'report':
      return 'hidden';
  }
}

/** The answers an administrator reads: all of them name everyone. */
const adminAnswers: ReadonlySet<Answer> = new Set([
  'user search',
  'profile',
  'report',
  'fundraising',
]);

/** What the subject sees of themselves: their own name wherever they appear. */
function selfExpected(answer: Answer): Expected {
  switch (answer) {
    case 'notifications':
    case 'push':
    case 'user search':
    case 'report':
      return 'any';
    default:
      return 'named';
  }
}

let t: TestApp;
let service: TestPushService;
let worker: JobWorker;
let eventId: string;
let hostPostId: string;
let ownPostId: string;
const ids = {} as Record<Viewer, string>;
const devices = {} as Partial<Record<Viewer, TestSubscription>>;

async function ok(viewer: Viewer, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await callAs(t, ids[viewer], method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}`);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
  service = await startTestPushService();
  const today = dayFromToday(t);
  eventId = (await buildEvent(t.db, today)).id;
  ids.self = (await buildUser(t.db, { ...SUBJECT, activityViewPhotoAndComment: 'Public' })).id;
  for (const v of ['friend', 'requested', 'asker', 'host', 'commenter', 'stranger'] as const) {
    ids[v] = (await buildUser(t.db, { activityViewPhotoAndComment: 'Public' })).id;
  }
  ids.admin = (await buildAdmin(t.db)).id;
  for (const v of participants) await joinEvent(t.db, eventId, ids[v], { km: 10, count: 1 });
  hostPostId = await buildActivity(t.db, { eventId, userId: ids.host, date: today, km: 5 });
  ownPostId = await buildActivity(t.db, { eventId, userId: ids.self, date: today, km: 5 });
  for (const v of ['friend', 'requested', 'host', 'commenter'] as const) {
    devices[v] = await subscribeDevice(t, service, ids[v]);
  }

  // What the subject does, through the API, so every notification is the real one.
  await ok('commenter', 'POST', '/api/comments', { activityId: hostPostId, content: 'First!' });
  await ok('self', 'POST', '/api/likes/like', { activityId: hostPostId });
  await ok('self', 'POST', '/api/comments', { activityId: hostPostId, content: 'Well run' });
  await ok('self', 'POST', '/api/friends/addFriend', { receiver: ids.requested });
  const asked = await ok('friend', 'POST', '/api/friends/addFriend', { receiver: ids.self });
  await ok('self', 'PATCH', `/api/friends/acceptFriend/${asked._id}`);
  await ok('asker', 'POST', '/api/friends/addFriend', { receiver: ids.self });
  // A sponsor pledges per km of the subject (issue 24).
  await setCause(t, ids.admin, eventId);
  await addPledge(t, ids.admin, eventId, { scope: 'participant', userId: ids.self });
});
afterAll(async () => {
  await service.close();
  await t.close();
});

async function setLevel(level: Level) {
  await t.db
    .update(users)
    .set(
      level === 'Deactivated'
        ? { activityShare: 'Public', status: false }
        : { activityShare: level, status: true },
    )
    .where(eq(users.id, ids.self));
  forgetCachedPosts(t);
}

/**
 * The pushes of every notification the subject caused, sent again now, as each recipient's
 * device received them (the push names the sender as it stands at sending).
 */
async function pushesNow(): Promise<Map<Viewer, string>> {
  const stored = await t.db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.senderId, ids.self));
  const before = new Map(
    Object.entries(devices).map(([v, d]) => [v, service.pushesTo(d.id).length]),
  );
  worker = startPushWorker(t);
  try {
    await t.db.transaction((tx) => queuePushes(tx, stored));
    const perViewer = new Map<Viewer, number>();
    for (const n of stored) {
      const v = viewers.find((x) => ids[x] === n.userId)!;
      perViewer.set(v, (perViewer.get(v) ?? 0) + 1);
    }
    await waitFor(
      () =>
        [...perViewer].every(
          ([v, n]) => service.pushesTo(devices[v]!.id).length >= before.get(v)! + n,
        ),
      'the subject’s pushes',
    );
  } finally {
    await worker.stop();
  }
  return new Map(
    Object.entries(devices).map(([v, d]) => [
      v as Viewer,
      JSON.stringify(
        service
          .pushesTo(d.id)
          .slice(before.get(v))
          .map((p) => p.message),
      ),
    ]),
  );
}

/** Every answer `viewer` reads, as JSON text ('' for a refusal: it carries nobody). */
async function answersOf(viewer: Viewer, pushes: Map<Viewer, string>) {
  const get = async (url: string) => {
    const res = await callAs(t, ids[viewer], 'GET', url);
    return res.statusCode === 200 ? res.body : '';
  };
  const friendsLists = async (names: string[]) =>
    (await Promise.all(names.map((n) => get(`/api/profile/${n}`)))).join('\n');
  const event = `event_id=${eventId}`;
  const answers: Record<Answer, string> = {
    'feed all': await get('/api/activities/newFeedsAll?limit=50'),
    'feed friends': await get('/api/activities/newFeedsFriend?limit=50'),
    'host post': await get(`/api/activities/${hostPostId}`),
    'own post': await get(`/api/activities/${ownPostId}`),
    notifications: await get('/api/notifications?limit=50'),
    push: pushes.get(viewer) ?? '',
    'friends list': (await friendsLists(['friends'])) + (await get('/api/friends/myFriends')),
    'friend requests': await friendsLists(['waitingAcceptFriends', 'sendingRequestFriends']),
    'ranking all': await get(`/api/activities/ranking/all?${event}&limit=50`),
    'ranking friends': await get(`/api/activities/ranking/friends?${event}&limit=50`),
    'ranking search':
      (await get(`/api/activities/ranking/all/search?${event}&name=Quietfoot`)) +
      (await get(`/api/activities/ranking/friends/search?${event}&name=Quietfoot`)),
    'user search': await get('/api/users?filter=Quietfoot'),
    profile: await get(`/api/users/${ids.self}`),
    competitor: await get(`/api/users/competitor/${ids.self}`),
    report: await get('/api/users/report/countryAndTypeDetails?type=1&limit=100'),
    fundraising: await get(`/api/events/${eventId}/fundraising`),
  };
  return answers;
}

/** How a pledge on someone who may not be named shows them. */
const ANONYMOUS_PLEDGE = '"userId":null,"participantName":"anonymous"';

/** What is wrong with `text` as an answer expected to be `want`, or null. */
function problemOf(text: string, want: Expected): string | null {
  const hasName = text.includes(SUBJECT.lastName);
  const hasId = text.includes(ids.self);
  if (want === 'named' && !hasName) return 'the subject is missing';
  if (want === 'hidden' && (hasName || hasId)) return hasName ? 'name leaked' : 'id leaked';
  if (want === 'anonymous' && hasName) return 'name leaked';
  return null;
}

describe('the privacy matrix (decision 063)', () => {
  it('names a participant exactly where their privacy allows, in every answer, at every level', async () => {
    const problems: string[] = [];
    let cases = 0;
    for (const level of levels) {
      await setLevel(level);
      const pushes = await pushesNow();
      for (const viewer of viewers) {
        const answers = await answersOf(viewer, pushes);
        for (const [answer, text] of Object.entries(answers) as Array<[Answer, string]>) {
          const want = expected(answer, level, viewer);
          if (want === 'any') continue;
          cases += 1;
          const problem = problemOf(text, want);
          if (problem) problems.push(`${answer} × ${level} × ${viewer}: ${problem}`);
          // The pledge stays in the answer, its participant shown as `anonymous`.
          if (answer === 'fundraising' && want === 'hidden' && !text.includes(ANONYMOUS_PLEDGE)) {
            problems.push(`${answer} × ${level} × ${viewer}: the pledge is not anonymous`);
          }
        }
      }
    }
    const leaks = problems.filter((p) => p.includes('leaked')).length;
    console.info(`privacy matrix: ${cases} cases (answer × level × relation), ${leaks} leaks`);
    expect(problems).toEqual([]);
    expect(cases).toBeGreaterThan(300);
  }, 120_000);

  it('brings a reactivated participant back where they were, by name', async () => {
    await setLevel('Deactivated');
    await setLevel('Public');
    const answers = await answersOf('host', new Map());
    for (const answer of [
      'feed all',
      'host post',
      'own post',
      'notifications',
      'ranking all',
    ] as const) {
      expect(problemOf(answers[answer], 'named'), answer).toBeNull();
    }
    const post = JSON.parse(answers['host post']);
    expect(post.comments.map((c: { content: string }) => c.content)).toEqual([
      'First!',
      'Well run',
    ]);
  });

  it('keeps the subject’s notifications to be read: types 1002-1006 all exist', async () => {
    const types = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.senderId, ids.self));
    expect(new Set(types.map((r) => r.type))).toEqual(
      new Set([
        NotificationType.LIKE_ON_MY_ACTIVITY,
        NotificationType.COMMENT_ON_MY_ACTIVITY,
        NotificationType.COMMENT_AFTER_MINE,
        NotificationType.FRIEND_REQUEST,
        NotificationType.REQUEST_ACCEPTED,
      ]),
    );
  });
});
