import { Avatar, type MantineSize } from '@mantine/core';

/**
 * The backgrounds of initials, white on each: every shade reaches WCAG AA (4.5:1) against
 * white with the app's theme (checked in user-avatar.test.tsx), and the hues are far enough
 * apart that two neighbours in a list rarely look alike.
 */
export const AVATAR_PALETTE = [
  'blue.8',
  'indigo.8',
  'violet.8',
  'grape.8',
  'pink.8',
  'red.8',
  'orange.9',
  'teal.8',
  'cyan.9',
  'green.9',
] as const;

/**
 * The palette colour of an id: a stable string hash (FNV-1a), so a person keeps their
 * colour on every screen and every visit, whatever their name or picture.
 */
export function avatarColor(id: string): (typeof AVATAR_PALETTE)[number] {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length]!;
}

/** First letter of the first and of the last word: "Anna Maria Schmidt" → "AS". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last].map((word) => (word ? Array.from(word)[0]!.toUpperCase() : '')).join('');
}

interface UserAvatarProps {
  /**
   * Whose avatar it is (a user's or a team's id): it picks the colour. Null for someone the
   * viewer may not know (anonymous): a neutral placeholder with neither picture nor initials.
   */
  id: string | null;
  /** The name shown next to it; gives the initials when there is no picture. */
  name: string;
  /** The picture's URL, or null for initials. */
  src?: string | null;
  /** Other initials than the name's first and last word (teams: the first two words, spec §9). */
  initials?: string;
  size?: MantineSize | number;
  /** A text for the picture where it is not decorative (the profile's own picture). */
  alt?: string;
}

/**
 * The one avatar of the app: a round picture where there is one, else initials on the id's
 * colour. Decorative: the name always stands next to it, so screen readers skip it.
 */
export function UserAvatar({
  id,
  name,
  src = null,
  initials,
  size = 'md',
  alt = '',
}: UserAvatarProps) {
  if (id === null) return <Avatar alt={alt} size={size} radius="50%" color="gray" />;
  return (
    <Avatar
      src={src ?? undefined}
      alt={alt}
      size={size}
      radius="50%"
      variant="filled"
      color={avatarColor(id)}
    >
      {/* The name stands beside it: screen readers would read the letters twice. */}
      <span aria-hidden="true">{initials ?? initialsOf(name)}</span>
    </Avatar>
  );
}
