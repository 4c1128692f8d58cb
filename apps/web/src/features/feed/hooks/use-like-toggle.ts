import type { Post } from '@cc/shared/feed/feed.schemas';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { useSetLike } from '../api/set-like';

/** Rapid taps within this time send only the final state (participant spec §9). */
export const LIKE_DEBOUNCE_MS = 200;

/**
 * The like button's state: a tap shows the new state at once (optimistic), and the call
 * goes out 200 ms after the last tap, only when the final state differs from the stored
 * one. A failure shows 'Failed to like news!' (or unlike) and the stored state again.
 */
export function useLikeToggle(post: Pick<Post, '_id' | 'isLiked' | 'totalLike'>) {
  const { mutate } = useSetLike();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const wantedRef = useRef<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stored = useRef(post.isLiked);
  stored.current = post.isLiked;
  // The state of the call on its way, which the server will hold once it answers.
  const inFlight = useRef<boolean | null>(null);

  const settle = (value: boolean | null) => {
    wantedRef.current = value;
    setWanted(value);
  };

  const send = () => {
    timer.current = undefined;
    const next = wantedRef.current;
    if (next === null) return;
    if (next === (inFlight.current ?? stored.current)) {
      // Nothing new to send; a call on its way clears the shown state when it answers.
      if (inFlight.current === null) settle(null);
      return;
    }
    inFlight.current = next;
    mutate(
      { activityId: post._id, isLiked: next },
      {
        onError: (error) =>
          notifyError(error, next ? 'feed:toasts.likeFailed' : 'feed:toasts.unlikeFailed'),
        onSettled: () => {
          if (inFlight.current === next) inFlight.current = null;
          // A tap during the call has its own timer; its state stays shown.
          if (wantedRef.current === next && timer.current === undefined) settle(null);
        },
      },
    );
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  // Leaving the page within the debounce still sends the last tap.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      sendRef.current();
    },
    [],
  );

  const toggle = () => {
    settle(!(wantedRef.current ?? stored.current));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => sendRef.current(), LIKE_DEBOUNCE_MS);
  };

  const isLiked = wanted ?? post.isLiked;
  const delta = wanted === null || wanted === post.isLiked ? 0 : wanted ? 1 : -1;
  return { isLiked, totalLike: Math.max(0, post.totalLike + delta), toggle };
}
