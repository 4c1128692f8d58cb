import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivityImage, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { SharedPost } from './feed.mapper';
import { PostCache } from './feed.post-cache';
import { publicPost, setPrivacy } from './feed.test-support';

/** A shared post whose notice names it, enough to tell entries apart. */
function shared(notice: string) {
  return { post: { notice }, endDate: '2026-12-31' } as unknown as SharedPost;
}

describe('the post cache', () => {
  it('answers a post only at the stamp it was read at', () => {
    const cache = new PostCache(1_000, 10);
    cache.set('p', 'v1', shared('first'), 0);
    expect(cache.get('p', 'v1', 10)?.post.notice).toBe('first');
    expect(cache.get('p', 'v2', 10)).toBeUndefined();
    // A moved stamp drops the entry: the old version is not answered again.
    expect(cache.get('p', 'v1', 20)).toBeUndefined();
  });

  it('reads a post again once its time is up, whatever its stamp', () => {
    const cache = new PostCache(1_000, 10);
    cache.set('p', 'v1', shared('first'), 0);
    expect(cache.get('p', 'v1', 999)).toBeDefined();
    expect(cache.get('p', 'v1', 1_000)).toBeUndefined();
  });

  it('keeps at most its bound, the least recently stored going first', () => {
    const cache = new PostCache(1_000, 2);
    cache.set('a', 'v', shared('a'), 0);
    cache.set('b', 'v', shared('b'), 0);
    cache.set('a', 'v', shared('a again'), 1);
    cache.set('c', 'v', shared('c'), 2);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'v', 3)).toBeUndefined();
    expect(cache.get('a', 'v', 3)?.post.notice).toBe('a again');
    expect(cache.get('c', 'v', 3)).toBeDefined();
  });
});

describe('a feed served from cached posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The post `activityId` in `viewerId`'s feed tab all. */
  async function postIn(viewerId: string, activityId: string) {
    const res = await callAs(t, viewerId, 'GET', '/api/activities/newFeedsAll?limit=100');
    expect(res.statusCode).toBe(200);
    return (res.json() as { docs: Array<Record<string, unknown> & { _id: string }> }).docs.find(
      (d) => d._id === activityId,
    );
  }

  it('shows a like, a comment, an edit and a removed photo on the next read', async () => {
    const { owner, activityId } = await publicPost(t);
    const image = await buildActivityImage(t.db, activityId, {
      key: 'activities/cached.webp',
      thumbKey: 'activities/cached-thumb.webp',
    });
    const reader = (await buildUser(t.db)).id;
    const fan = (await buildUser(t.db)).id;
    expect((await postIn(reader, activityId))?.images).toHaveLength(1);

    await callAs(t, fan, 'POST', '/api/likes/like', { activityId });
    await callAs(t, fan, 'POST', '/api/comments', { activityId, content: 'Fresh comment' });
    const afterReactions = await postIn(reader, activityId);
    expect(afterReactions).toMatchObject({ totalLike: 1, totalComment: 1 });
    expect(afterReactions?.likes).toMatchObject([{ userLike: { _id: fan } }]);
    expect(afterReactions?.comments).toMatchObject([{ content: 'Fresh comment' }]);

    const edit = await callAs(t, owner.id, 'PATCH', `/api/activities/${activityId}`, {
      notice: 'Edited notice',
    });
    expect(edit.statusCode).toBe(200);
    expect((await postIn(reader, activityId))?.notice).toBe('Edited notice');

    const removed = await callAs(t, owner.id, 'DELETE', `/api/images/${image.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await postIn(reader, activityId))?.images).toEqual([]);
  });

  it('never shows a viewer what another viewer cached for them', async () => {
    const { owner, activityId } = await publicPost(t);
    await buildActivityImage(t.db, activityId, {
      key: 'activities/owner-only.webp',
      thumbKey: 'activities/owner-only-thumb.webp',
    });
    await callAs(t, owner.id, 'POST', '/api/comments', { activityId, content: 'Owner only' });
    await setPrivacy(t, owner.id, 'Public', 'Private');
    // The owner's read caches the post with its photo and comment ...
    expect(await postIn(owner.id, activityId)).toMatchObject({
      isContentHidden: false,
      totalComment: 1,
    });
    // ... which a stranger then gets without either.
    const stranger = (await buildUser(t.db)).id;
    expect(await postIn(stranger, activityId)).toMatchObject({
      images: [],
      comments: [],
      totalComment: 0,
      isContentHidden: true,
    });
  });

  it('shows the creator as they are now', async () => {
    const { owner, activityId } = await publicPost(t);
    const reader = (await buildUser(t.db)).id;
    await postIn(reader, activityId);
    const renamed = await callAs(t, owner.id, 'PATCH', '/api/profile', {
      displayName: 'Renamed Runner',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await postIn(reader, activityId))?.creator).toMatchObject({
      displayName: 'Renamed Runner',
    });
  });
});
