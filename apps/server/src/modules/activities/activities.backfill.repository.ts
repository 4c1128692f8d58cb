import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityImages, jobs } from '../../db/schema';

/**
 * The reads and writes of the middle-width backfill (activities.backfill.ts): photos stored
 * before decision 085, found through the partial index activity_images_medium_missing_idx,
 * which holds exactly them.
 */

/** Whether any photo still lacks its middle width. */
export async function hasImagesWithoutMedium(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: activityImages.id })
    .from(activityImages)
    .where(isNull(activityImages.mediumKey))
    .limit(1);
  return rows.length > 0;
}

/** Whether a job of `type` is queued or running. */
export async function hasOpenJob(db: Db, type: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, type), inArray(jobs.state, ['queued', 'running'])))
    .limit(1);
  return rows.length > 0;
}

/** Up to `limit` photos without their middle width, in id order after `afterId`. */
export async function findImagesWithoutMedium(db: Db, afterId: string | null, limit: number) {
  return db
    .select({ id: activityImages.id, key: activityImages.key })
    .from(activityImages)
    .where(
      afterId === null
        ? isNull(activityImages.mediumKey)
        : and(isNull(activityImages.mediumKey), gt(activityImages.id, afterId)),
    )
    .orderBy(asc(activityImages.id))
    .limit(limit);
}

/**
 * Records a photo's middle width and display size, unless it has them already (a step run
 * twice writes the same file and changes nothing here). False when the photo is gone or
 * had them.
 */
export async function setImageMedium(
  db: Db,
  id: string,
  medium: { mediumKey: string; width: number; height: number },
): Promise<boolean> {
  const rows = await db
    .update(activityImages)
    .set(medium)
    .where(and(eq(activityImages.id, id), isNull(activityImages.mediumKey)))
    .returning({ id: activityImages.id });
  return rows.length > 0;
}
