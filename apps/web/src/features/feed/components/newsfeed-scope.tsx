import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { forgetNewsfeedState } from '../feed-storage';

/**
 * Pathless parent of /newsfeed and /newsfeed/:id. It stays mounted while the user moves
 * between the feed and a post, and unmounts once they leave both, which is when the stored
 * tab and scroll position are forgotten (admin spec §2, route guarding).
 */
export function NewsfeedScope() {
  useEffect(() => forgetNewsfeedState, []);
  return <Outlet />;
}
