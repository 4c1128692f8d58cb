import { describe, expect, it } from 'vitest';
import { isOfflineRead, isUpload, uploadsByPath } from './api-cache';

const url = (path: string) => new URL(path, 'https://app.example');
const bearer = 'Bearer token-1';

describe('what the service worker keeps offline', () => {
  it('keeps the signed-in reads of the offline screens', () => {
    for (const path of [
      '/api/activities/newFeeds?page=1',
      '/api/profile',
      '/api/profile/myActivities?eventId=e1',
      '/api/events',
      '/api/events/e1/progress',
      '/api/events/e1/fundraising',
      '/api/activities/ranking/me',
      '/api/notifications?limit=1',
    ]) {
      expect(isOfflineRead('GET', url(path), bearer), path).toBe(true);
    }
  });

  it('never keeps writes, sign-in, exports, reports or reads without a session', () => {
    expect(isOfflineRead('POST', url('/api/activities'), bearer)).toBe(false);
    expect(isOfflineRead('DELETE', url('/api/notifications/1'), bearer)).toBe(false);
    expect(isOfflineRead('GET', url('/api/users/auth/verify'), bearer)).toBe(false);
    expect(isOfflineRead('GET', url('/api/users/export'), bearer)).toBe(false);
    expect(isOfflineRead('GET', url('/api/users/report/countryAndType'), bearer)).toBe(false);
    expect(isOfflineRead('GET', url('/api/events/e1/report'), bearer)).toBe(false);
    expect(
      isOfflineRead('GET', url('/api/events/e1/fundraising/statement?format=xlsx'), bearer),
    ).toBe(false);
    expect(isOfflineRead('GET', url('/api/subscribe/key'), bearer)).toBe(false);
    expect(isOfflineRead('GET', url('/api/profile'), null)).toBe(false);
  });

  it('tells uploaded photos and avatars from API reads', () => {
    expect(isUpload('GET', url('/uploads/a.jpg'))).toBe(true);
    expect(isUpload('GET', url('/api/uploads'))).toBe(false);
  });

  it('finds a cached photo under a newer signed address, offline too (decision 062)', async () => {
    const keyOf = (address: string, mode: 'read' | 'write') =>
      uploadsByPath.cacheKeyWillBeUsed?.({
        request: new Request(url(address)),
        mode,
        event: undefined as never,
        state: {},
      });
    const stored = await keyOf('/uploads/activities/p1.webp?exp=3600&sig=first', 'write');
    expect(stored).toBe('https://app.example/uploads/activities/p1.webp');
    expect(await keyOf('/uploads/activities/p1.webp?exp=7200&sig=second', 'read')).toBe(stored);
    expect(await keyOf('/uploads/activities/p2.webp?exp=3600&sig=first', 'read')).not.toBe(stored);
  });
});
