import { type SQL, sql } from 'drizzle-orm';

/**
 * The privacy rules of posts (rules 16-17, spec §6), written once, as the SQL boolean
 * expressions the feed repository filters and reads with: the database decides what a
 * viewer may see, so hidden photos and comments are never read, and the service only
 * follows the flags it answers. SQL fragments only; the feed repositories run them.
 */

/** Where a viewer stands with the creator of a post: two SQL boolean expressions. */
export interface ViewerRelation {
  /** The viewer is the creator. */
  isOwner: SQL;
  /** An accepted friendship joins viewer and creator (either direction); pending is not. */
  isFriend: SQL;
}

/**
 * Whether content guarded by the privacy level `level` (a text column) is visible to the
 * viewer: Public to everyone signed in, Friends to the creator and their friends, Private
 * (and anything unexpected, so a bad value never leaks) to the creator only.
 */
export function canSee(level: SQL, relation: ViewerRelation): SQL {
  return sql`(${relation.isOwner} or ${level} = 'Public' or (${level} = 'Friends' and ${relation.isFriend}))`;
}

/** The privacy settings of a post's creator (two text columns, their status) and its review. */
export interface CreatorPrivacy {
  activityShare: SQL;
  activityViewPhotoAndComment: SQL;
  /** The account's status (boolean): a deactivated creator's posts show to them only. */
  status: SQL;
  /**
   * The post's review status (text): a held or excluded activity counts nowhere and shows
   * to its owner only (decision 071).
   */
  reviewStatus: SQL;
}

/** What a viewer may see of one post: the post at all, and its photos and comments. */
export function postVisibility(creator: CreatorPrivacy, relation: ViewerRelation) {
  // A deactivated account's posts are hidden from everyone else until it is reactivated
  // (decision 063); its own sessions end at deactivation, so in practice from everyone.
  const isVisible = sql`(${relation.isOwner} or (${creator.status}
    and ${creator.reviewStatus} not in ('held', 'excluded')
    and ${canSee(creator.activityShare, relation)}))`;
  return {
    isVisible,
    // Photos and comments can only be seen on a post that is itself visible.
    isContentVisible: sql`(${isVisible} and ${canSee(creator.activityViewPhotoAndComment, relation)})`,
  };
}
