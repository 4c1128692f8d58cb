import type { Event } from '@cc/shared/events/events.schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const stateColors: Record<Event['state'], string> = {
  upcoming: 'blue',
  running: 'teal',
  ended: 'gray',
};

/** The event's state on the platform's calendar: upcoming, running or ended. */
export function EventStateBadge({ state }: { state: Event['state'] }) {
  const { t } = useTranslation('events');
  return (
    <Badge color={stateColors[state]} variant="light">
      {t(`state.${state}`)}
    </Badge>
  );
}
