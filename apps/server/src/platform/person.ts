import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import { ANONYMOUS_NAME, type UserCard } from '@cc/shared/users/users.public';
import type { Storage } from './storage';

/**
 * How a person appears to a viewer, decided once for every answer that carries one (posts,
 * comments, likes, notifications, friend lists, rankings, the user search, the profile).
 * Whether the viewer may see who it is stays with the rule of each list (rule 16, spec §6);
 * these functions only draw the answer from that decision.
 */

/** Where stored files' public addresses come from (a request's `ctx.storage`). */
type Urls = Pick<Storage, 'url'>;

/** A person's avatar as a public URL, or null when they have none. */
export function avatarUrl(avatarKey: string | null, storage: Urls): string | null {
  return avatarKey ? storage.url(avatarKey) : null;
}

/** A person named in a post, comment, like or notification: id, display name and avatar. */
export interface Person {
  _id: string;
  displayName: string;
  avatar: string | null;
}

/** A person who may not be named: no id, the word `anonymous`, no avatar. */
export interface AnonymousPerson {
  _id: null;
  displayName: typeof ANONYMOUS_NAME;
  avatar: null;
}

/** The stored columns that decide whether a person may be named to others. */
export interface PersonPrivacy {
  /** activityShare: Public, Friends or Private. */
  activityShare: string;
  /** The account's status: false while deactivated. */
  status: boolean;
}

/**
 * Whether a person may be named to someone else in a like, a comment or a notification
 * (decision 063): not while they are Private (their name shows nowhere to others, as in
 * rankings and friend lists) or deactivated. `request` is the sender of a friend request
 * as its receiver sees it (notification 1005, the pending list), named only when Public
 * (spec §6); the sender's own list names the receiver as the search did (decision 068). The
 * person always sees their own name; the caller decides that (it knows the viewer).
 */
export function mayBeNamed(person: PersonPrivacy, opts: { request?: boolean } = {}): boolean {
  if (!person.status) return false;
  return opts.request ? person.activityShare === 'Public' : person.activityShare !== 'Private';
}

/**
 * Whether a notification of `type` may name its sender to its receiver, in the list and in
 * the push (decision 063): a friend request (1005) only when the sender is Public, the
 * others unless the sender is Private; never a deactivated or missing sender.
 */
export function namesSender(
  type: number,
  sender: { activityShare: string | null; status: boolean | null },
): boolean {
  if (sender.activityShare === null || sender.status !== true) return false;
  return mayBeNamed(
    { activityShare: sender.activityShare, status: true },
    { request: type === NotificationType.FRIEND_REQUEST },
  );
}

/** The one shape of a person who may not be named. */
export const ANONYMOUS_PERSON: AnonymousPerson = Object.freeze({
  _id: null,
  displayName: ANONYMOUS_NAME,
  avatar: null,
}) as AnonymousPerson;

/** A person as posts, comments, likes and notifications name them. */
export function toPerson(
  id: string,
  displayName: string,
  avatarKey: string | null,
  storage: Urls,
): Person {
  return { _id: id, displayName, avatar: avatarUrl(avatarKey, storage) };
}

/** The stored columns a user card is drawn from. */
export interface CardPerson {
  id: string;
  displayName: string;
  avatarKey: string | null;
  country: string | null;
}

/**
 * A person as a user card (friend lists, rankings, the user search). An anonymous person
 * keeps the id the list gives them but shows the word `anonymous`, no avatar and no country.
 */
export function toUserCard(person: CardPerson, isAnonymous: boolean, storage: Urls): UserCard {
  if (isAnonymous) {
    return {
      _id: person.id,
      displayName: ANONYMOUS_NAME,
      avatar: null,
      country: null,
      isAnonymous: true,
    };
  }
  return {
    _id: person.id,
    displayName: person.displayName,
    avatar: avatarUrl(person.avatarKey, storage),
    country: person.country,
    isAnonymous: false,
  };
}
