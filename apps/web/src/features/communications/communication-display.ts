import type { CommunicationStatus } from '@cc/shared/communications/communications.schemas';
import { dayjs } from '../../lib/dayjs';
import { DATE_FORMAT } from '../../lib/format';

/** Badge colour of each delivery status: waiting grey, in progress blue, done green, failed red. */
export const statusColors: Record<CommunicationStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

/** When a communication was made: DD/MM/YYYY HH:mm in local time; '' for no date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DATE_FORMAT} HH:mm`) : '';
}
