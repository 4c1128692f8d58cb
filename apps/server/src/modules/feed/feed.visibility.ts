import type { Visibility } from '@cc/shared/users/users.constants';

/** Where a viewer stands with the creator of a post, as far as privacy is concerned. */
export interface ViewerRelation {
  /** The viewer is the creator. */
  isOwner: boolean;
  /** An accepted friendship joins viewer and creator (either direction); pending is not. */
  isFriend: boolean;
}

/**
 * Whether content guarded by `level` is visible to the viewer (DECISIONS 16-17, spec §6):
 * Public to everyone signed in, Friends to the creator and their friends, Private (and
 * anything unexpected, so a bad value never leaks) to the creator only.
 */
export function canSee(level: Visibility | string, relation: ViewerRelation): boolean {
  if (relation.isOwner) return true;
  if (level === 'Public') return true;
  if (level === 'Friends') return relation.isFriend;
  return false;
}

/** The privacy settings of a post's creator. */
export interface CreatorPrivacy {
  activityShare: string;
  activityViewPhotoAndComment: string;
}

/** What a viewer may see of one post: the post at all, and its photos and comments. */
export function postVisibility(creator: CreatorPrivacy, relation: ViewerRelation) {
  const isVisible = canSee(creator.activityShare, relation);
  return {
    isVisible,
    // Photos and comments can only be seen on a post that is itself visible.
    isContentVisible: isVisible && canSee(creator.activityViewPhotoAndComment, relation),
  };
}
