import type {
  AudienceType,
  Communication,
  CommunicationChannel,
  CommunicationStatus,
} from '@cc/shared/communications/communications.schemas';
import type { CommunicationRow } from './communications.repository';

/** Maps a stored communication to the API's shape. */
export function toCommunication(row: CommunicationRow): Communication {
  return {
    _id: row.id,
    name: row.name,
    message: row.messageDe || row.messageEn,
    messages: { de: row.messageDe, en: row.messageEn },
    names: { de: row.nameDe, en: row.nameEn },
    select: row.channel as CommunicationChannel,
    type: row.audience as AudienceType,
    data: row.data,
    status: row.status as CommunicationStatus,
    sentCount: row.sentCount,
    failedCount: row.failedCount,
    totalCount: row.totalCount,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
