import { api } from '../../../lib/api-client';

/** DELETE /api/images/:id: removes one hosted photo of the user's activity. */
export function deleteImage(imageId: string): Promise<{ msg: string }> {
  return api<{ msg: string }>(`/images/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
}
