/**
 * Notification types (rule 21). Kept apart from the schemas so the web app's shell can
 * read them without loading zod before its first paint (issue 13, decision 046).
 */
export const NotificationType = {
  ADMIN_MESSAGE: 1000,
  EVENT_OPEN: 1001,
  LIKE_ON_MY_ACTIVITY: 1002,
  COMMENT_ON_MY_ACTIVITY: 1003,
  COMMENT_AFTER_MINE: 1004,
  FRIEND_REQUEST: 1005,
  REQUEST_ACCEPTED: 1006,
  FRIENDS: 1007,
  /** The money raised for an event's cause crossed 25, 50, 75 or 100 % of its total of caps. */
  FUNDRAISING_MILESTONE: 1008,
  /**
   * The organiser excluded one of the recipient's activities, or approved one that was held
   * (decision 071): `message` is the action, `description` the reason, `modelId` the activity.
   */
  ACTIVITY_REVIEWED: 1009,
} as const;
