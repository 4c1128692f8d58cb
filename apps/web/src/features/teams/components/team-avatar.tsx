import { teamInitials } from '@cc/shared/teams/teams.schemas';
import type { MantineSize } from '@mantine/core';
import { UserAvatar } from '../../../components/user-avatar';

/**
 * A team's round badge with its initials (first letters of its first two words, spec §9).
 * Decorative: the name stands next to it.
 */
export function TeamAvatar({
  id,
  name,
  size = 'md',
}: {
  id: string;
  name: string;
  size?: MantineSize;
}) {
  return <UserAvatar id={id} name={name} initials={teamInitials(name)} size={size} />;
}
