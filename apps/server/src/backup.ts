import { parseArgs } from 'node:util';
import { BackupError } from './backup/backup-error';
import { openInstance, runCommand } from './backup/commands';
import { createBackup } from './backup/create-backup';
import { resolveTarget, rotateArchives } from './backup/rotation';
import { loadConfig } from './config/config';

/**
 * `npm run backup -- --to <file or folder/> [--keep N]` (built: `node apps/server/dist/backup.js`):
 * writes one archive of the configured instance (database, uploads, web push keys, manifest;
 * decision 092). Given a folder, the archive is named by the time, and `--keep N` then
 * deletes all but the newest N archives in it. The embedded database must not be held by a
 * running server (its folder lock refuses); PostgreSQL is backed up while the app runs.
 */
runCommand(async () => {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, keep: { type: 'string' } },
  });
  if (!values.to) throw new BackupError('Usage: backup --to <file.tar.gz | folder/> [--keep N]');
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  const target = await resolveTarget(values.to, new Date());
  if (keep !== undefined && !target.folder) {
    throw new BackupError('--keep needs --to to name a folder (the archives in it are rotated)');
  }
  const config = loadConfig();
  const { database, storage, log } = await openInstance(config);
  try {
    const started = Date.now();
    const manifest = await createBackup(
      {
        database,
        storage,
        vapidFromEnvironment: Boolean(config.vapid),
        log: (m) => log.info(m),
      },
      target.file,
    );
    log.info(
      `backup written to ${target.file} (migration ${manifest.database.migration.tag}, ${Date.now() - started} ms)`,
    );
  } finally {
    await database.close();
  }
  if (target.folder && keep !== undefined) {
    for (const name of await rotateArchives(target.folder, keep))
      log.info(`deleted old archive ${name}`);
  }
});
