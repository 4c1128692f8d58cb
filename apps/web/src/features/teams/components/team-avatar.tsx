import { teamInitials } from '@cc/shared/teams/teams.schemas';
import { Avatar, type MantineSize } from '@mantine/core';

/**
 * A team's round badge with its initials (first letters of its first two words, spec §9).
 * Decorative: the name stands next to it.
 */
export function TeamAvatar({ name, size = 'md' }: { name: string; size?: MantineSize }) {
  return (
    <Avatar radius="xl" size={size} color="initials" name={name} alt="">
      {teamInitials(name)}
    </Avatar>
  );
}
