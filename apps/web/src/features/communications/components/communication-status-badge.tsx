import type { CommunicationStatus } from '@cc/shared/communications/communications.schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../communication-display';

/** Where a communication's delivery stands, as a coloured badge (queued, sending, sent, failed). */
export function CommunicationStatusBadge({ status }: { status: CommunicationStatus }) {
  const { t } = useTranslation('communications');
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
