import type { DemoIds } from './screens';

/** One demo account: its address, and the UI language its screens are pictured in. */
export interface Account {
  email: string;
  password: string;
}

/** The password of every demo account (README, "What you see after npm start"). */
export const DEMO_PASSWORD = 'demo1234';

/** A JSON GET of the API as the holder of `token`. */
async function get<T>(baseURL: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Signs an account in through the API and returns its bearer token. */
export async function signIn(baseURL: string, account: Account): Promise<string> {
  const res = await fetch(`${baseURL}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`Login of ${account.email} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

interface Docs<T> {
  docs: T[];
}

/**
 * The records a participant's screens show: a running challenge they joined (else their
 * newest), a post of their feed, someone else from it, and a notification.
 */
export async function participantIds(baseURL: string, account: Account): Promise<DemoIds> {
  const token = await signIn(baseURL, account);
  const me = await get<{ _id: string }>(baseURL, token, '/profile');
  const events = await get<Docs<{ _id: string; state: string }>>(baseURL, token, '/profile/events');
  const feed = await get<Docs<{ _id: string; creator: { _id: string } }>>(
    baseURL,
    token,
    '/activities/newFeedsAll?page=1&limit=10',
  );
  const notifications = await get<Docs<{ _id: string }>>(
    baseURL,
    token,
    '/notifications?page=1&limit=10',
  );
  const event = events.docs.find((e) => e.state === 'running') ?? events.docs[0];
  return {
    eventId: event?._id,
    postId: feed.docs[0]?._id,
    otherUserId: feed.docs.find((post) => post.creator._id !== me._id)?.creator._id,
    notificationId: notifications.docs[0]?._id,
  };
}

/** The records the administrator's screens show: the newest challenge and a participant. */
export async function adminIds(baseURL: string, account: Account): Promise<DemoIds> {
  const token = await signIn(baseURL, account);
  const events = await get<Docs<{ _id: string; name: string }>>(
    baseURL,
    token,
    '/events?page=1&limit=10',
  );
  const users = await get<Docs<{ _id: string; role: string }>>(
    baseURL,
    token,
    '/users?page=1&limit=10',
  );
  const event = events.docs[0];
  return {
    adminEvent: event && { id: event._id, name: event.name },
    adminUserId: users.docs.find((u) => u.role === 'user')?._id,
  };
}
