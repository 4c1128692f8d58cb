import { z } from 'zod';
import { userCardSchema } from '../users/users.public';

export const friendshipStatuses = ['pending', 'accepted'] as const;

/**
 * A friendship or friend request as its two parties see it. `user` is the other party,
 * shown as the caller may see them: in the friends list a Private user is Anonymous; a
 * request's sender is named to its receiver only when Public (spec §6), its receiver to the
 * sender unless Private, as the user search named them (decision 068).
 */
export const friendshipSchema = z.object({
  _id: z.string(),
  status: z.enum(friendshipStatuses),
  sender: userCardSchema,
  receiver: userCardSchema,
  user: userCardSchema,
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Friendship = z.infer<typeof friendshipSchema>;

/** Answers of GET /api/profile/friends, /waitingAcceptFriends and /sendingRequestFriends. */
export const friendshipListSchema = z.object({ docs: z.array(friendshipSchema) });

/**
 * POST /api/friends/addFriend. rule 19: not to yourself (CANNOT_FRIEND_SELF), not
 * twice (FRIEND_REQUEST_EXISTS, ALREADY_FRIENDS), not to a user who does not accept
 * requests (FRIENDSHIP_NOT_ALLOWED); a request to someone who already asked you makes you
 * friends (answer status `accepted`).
 */
export const addFriendBodySchema = z.strictObject({
  receiver: z.uuid({ error: 'NOT_FOUND' }),
});
export type AddFriendBody = z.infer<typeof addFriendBodySchema>;

/**
 * `:id` of acceptFriend, rejectFriend, cancelRequest and deleteFriend: the friendship's
 * `_id`, or the other user's id. Only the receiver accepts or rejects a pending request,
 * only the sender cancels it, either party deletes a friendship; anything else is NOT_FOUND.
 */
export const friendshipIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
