import type { QueryClient } from '@tanstack/react-query';
import { myEventsQueryOptions } from '../../../entities/my-events/my-events';
import { type Celebration, snapshotOf } from '../celebration';
import { eventProgressQueryOptions } from './get-event-progress';

/**
 * The figures a celebration compares with, read just before a create: the event's progress
 * (usually cached by /progress or /my-activity, else one GET) and whether the person has no
 * distance in any challenge yet. A failed read costs the comparison, never the save.
 */
export async function readBeforeSave(
  queryClient: QueryClient,
  eventId: string,
): Promise<Pick<Celebration, 'before' | 'isFirstEver'>> {
  const [progress, events] = await Promise.all([
    queryClient.ensureQueryData(eventProgressQueryOptions(eventId)).catch(() => null),
    queryClient.ensureQueryData(myEventsQueryOptions()).catch(() => null),
  ]);
  const hasNoDistance = events?.every((e) => e.myTotalKm === 0) === true;
  return {
    before: progress ? snapshotOf(progress) : null,
    isFirstEver: progress !== null && progress.myKm === 0 && hasNoDistance,
  };
}
