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
