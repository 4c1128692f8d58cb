import type { Post } from '@cc/shared/feed/feed.schemas';
import { Button } from '@mantine/core';
import { useTexts } from '../../../lib/use-texts';
import { useFeedFormat } from '../hooks/use-feed-format';
import { useLikeToggle } from '../hooks/use-like-toggle';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M19.5 12.572l-7.5 7.428l-7.5-7.428a5 5 0 1 1 7.5-6.566a5 5 0 1 1 7.5 6.572" />
    </svg>
  );
}

/**
 * The like button with the like count. It is a toggle (`aria-pressed`); the shown state
 * changes at once and the call follows the last tap (see useLikeToggle).
 */
export function LikeButton({ post }: { post: Post }) {
  const { t } = useTexts('feed');
  const { number } = useFeedFormat();
  const { isLiked, totalLike, toggle } = useLikeToggle(post);
  return (
    <Button
      variant={isLiked ? 'light' : 'subtle'}
      color={isLiked ? 'red' : 'gray'}
      size="compact-sm"
      leftSection={<HeartIcon filled={isLiked} />}
      onClick={toggle}
      aria-pressed={isLiked}
      aria-label={t('likes.button', { count: totalLike })}
    >
      {number(totalLike)}
    </Button>
  );
}
