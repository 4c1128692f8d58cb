import type {
  Communication,
  CreateCommunicationBody,
} from '@cc/shared/communications/communications.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { communicationKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** POST /api/communications (admin): queues a communication for sending (field errors on 400). */
export function createCommunication(body: CreateCommunicationBody): Promise<Communication> {
  return api<Communication>('/communications', { method: 'POST', body });
}

/** Mutation options of sending a communication. */
export function createCommunicationMutationOptions() {
  return mutationOptions({ mutationFn: createCommunication });
}

/** Sends a communication and marks the communications lists stale. */
export function useCreateCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCommunicationMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communicationKeys.lists() }),
  });
}
