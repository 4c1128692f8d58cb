/**
 * The pinned notice's read (GET /api/activities/newFeedsAdmin). Free of imports: the build
 * reads it too, for the newsfeed's early start (decision 087).
 */
export const ADMIN_NOTICE_PATH = '/activities/newFeedsAdmin';
