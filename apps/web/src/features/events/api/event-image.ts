import type { Event } from '@cc/shared/events/events.schemas';
import { api } from '../../../lib/api-client';

/** POST /api/events/:id/image (admin): sets the event's image, multipart field `image`. */
export function uploadEventImage(id: string, file: File): Promise<Event> {
  const body = new FormData();
  body.append('image', file);
  return api<Event>(`/events/${encodeURIComponent(id)}/image`, { method: 'POST', body });
}

/** DELETE /api/events/:id/image (admin): removes the event's image. */
export function removeEventImage(id: string): Promise<Event> {
  return api<Event>(`/events/${encodeURIComponent(id)}/image`, { method: 'DELETE' });
}
