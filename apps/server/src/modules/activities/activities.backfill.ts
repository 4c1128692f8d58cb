import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueJob, updateJobPayload } from '../../db/jobs';
import type { StartupDeps } from '../../platform/context';
import { readImageSize } from '../../platform/images';
import type { JobHandler, StepResult } from '../../platform/jobs';
import * as repo from './activities.backfill.repository';
import { encodeMediumPhoto, mediumKeyOf } from './activities.images';

/**
 * The middle width of photos stored before decision 085, made once in the background: the
 * feed shows such a photo from its thumbnail and display image until then. Each step reads
 * a few display images from storage (never the originals, which are not kept), writes
 * their middle width under the key the upload would have given it and records it with the
 * display size. A step run twice writes the same files again and changes no row; a photo
 * whose display image cannot be read is logged and passed over (the cursor in the payload
 * moves on), and is tried again by the job of the next start.
 */

export const PHOTO_VARIANTS_JOB = 'activity-photo-variants';
/** Photos per step: about 0.2 s of encoding each, well inside the worker's lease. */
export const PHOTO_VARIANTS_BATCH = 10;

interface PhotoVariantsPayload {
  /** The last photo id a step went through. */
  after?: string;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The job that gives older photos their middle width, a batch per step. */
export const photoVariantsJob: JobHandler<PhotoVariantsPayload> = {
  type: PHOTO_VARIANTS_JOB,
  async run(ctx, job): Promise<StepResult> {
    const batch = await repo.findImagesWithoutMedium(
      ctx.db,
      job.payload.after ?? null,
      PHOTO_VARIANTS_BATCH,
    );
    for (const image of batch) {
      try {
        const stream = await ctx.storage.read(image.key);
        if (!stream) throw new Error('display image missing');
        const display = await readAll(stream);
        const [medium, size] = await Promise.all([
          encodeMediumPhoto(display),
          readImageSize(display),
        ]);
        const mediumKey = mediumKeyOf(image.key);
        await ctx.storage.put(mediumKey, medium);
        await repo.setImageMedium(ctx.db, image.id, { mediumKey, ...size });
      } catch (err) {
        ctx.log.warn({ err, imageId: image.id }, 'photo middle width not made');
      }
    }
    if (batch.length < PHOTO_VARIANTS_BATCH) return 'done';
    await updateJobPayload(ctx.db, job.id, job.attempts, { after: batch.at(-1)!.id });
    return 'continue';
  },
};

/**
 * At start, queues the backfill when a photo lacks its middle width and no backfill is
 * queued or running. Two processes starting together may both queue it: the second run
 * finds little or nothing left, as each photo it reaches has its row set.
 */
export async function queuePhotoVariantsBackfill(deps: StartupDeps, log: FastifyBaseLogger) {
  if (!(await repo.hasImagesWithoutMedium(deps.db))) return;
  if (await repo.hasOpenJob(deps.db, PHOTO_VARIANTS_JOB)) return;
  await enqueueJob(deps.db, PHOTO_VARIANTS_JOB, {});
  log.info('queued the middle width of older photos (decision 085)');
}
