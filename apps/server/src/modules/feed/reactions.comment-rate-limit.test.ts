import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, comments } from '../../db/schema';
import { authHeader, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publicPost } from './feed.test-support';

const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COMMENT_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => t.close());

/** Comments as the holder of `headers`, from `remoteAddress` (inject's default otherwise). */
function comment(
  headers: { authorization: string },
  activityId: string,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers,
    remoteAddress,
    payload: { activityId, content: 'again' },
  });
}

async function storedComments(activityId: string) {
  const rows = await t.db.select().from(comments).where(eq(comments.activityId, activityId));
  const [post] = await t.db
    .select({ commentCount: activities.commentCount })
    .from(activities)
    .where(eq(activities.id, activityId));
  return { rows: rows.length, counter: post!.commentCount };
}

describe('comment rate limit (COMMENT_RATE_LIMIT per minute and person; decision 060)', () => {
  it('refuses the comment over the limit with RATE_LIMITED and stores nothing of it', async () => {
    const { activityId } = await publicPost(t);
    const headers = await authHeader(t.db, (await buildUser(t.db)).id);
    for (let i = 0; i < LIMIT; i++)
      expect((await comment(headers, activityId)).statusCode).toBe(201);

    const refused = await comment(headers, activityId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: { msg: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedComments(activityId)).toEqual({ rows: LIMIT, counter: LIMIT });
  });

  it('counts per person: another session or address of theirs is limited, another person is not', async () => {
    const { activityId } = await publicPost(t);
    const person = await buildUser(t.db);
    for (let i = 0; i < LIMIT; i++) {
      const res = await comment(await authHeader(t.db, person.id), activityId, `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(201);
    }
    const elsewhere = await comment(await authHeader(t.db, person.id), activityId, '10.9.9.9');
    expect(elsewhere.statusCode).toBe(429);

    const other = await authHeader(t.db, (await buildUser(t.db)).id);
    expect((await comment(other, activityId)).statusCode).toBe(201);
  });

  it('checks the session before counting: no token answers 401, not 429', async () => {
    const { activityId } = await publicPost(t);
    for (let i = 0; i <= LIMIT; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        payload: { activityId, content: 'anonymous' },
      });
      expect(res.json()).toEqual({ errors: { msg: 'UNAUTHORIZED' } });
    }
  });
});
