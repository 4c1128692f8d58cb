import { Avatar, type MantineSize } from '@mantine/core';

interface UserAvatarProps {
  /** The picture's URL, or null for initials. */
  src: string | null;
  /** The name shown next to it; gives the initials when there is no picture. */
  name: string;
  size?: MantineSize | number;
}

/** First letters of the first two words (participant spec §9: "Team initials"). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A person's round picture, or their initials without one. Decorative: the name always
 * stands next to it, so screen readers skip the picture.
 */
export function UserAvatar({ src, name, size = 'md' }: UserAvatarProps) {
  return (
    <Avatar src={src ?? undefined} alt="" size={size} radius="xl" color="initials" name={name}>
      {initialsOf(name)}
    </Avatar>
  );
}
