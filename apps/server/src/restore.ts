import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from './backup/backup-error';
import { openInstance, runCommand } from './backup/commands';
import { restoreBackup } from './backup/restore-backup';
import { loadConfig } from './config/config';

/**
 * `npm run restore -- --from <file>` (built: `node apps/server/dist/restore.js`): restores an
 * archive of the backup command into the configured database and uploads store, which must
 * be empty, then migrates it to this code's level (decision 092). Start the server after.
 */
runCommand(async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (!values.from) throw new BackupError('Usage: restore --from <file.tar.gz>');
  const file = path.resolve(values.from);
  if (!fs.existsSync(file)) throw new BackupError(`No archive at ${file}`);
  const config = loadConfig();
  const { database, storage, log } = await openInstance(config);
  try {
    const started = Date.now();
    const { manifest, warnings } = await restoreBackup(
      { database, storage, vapidFromEnvironment: config.vapid, log: (m) => log.info(m) },
      file,
    );
    for (const warning of warnings) log.warn(warning);
    log.info(
      `restored the backup of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version}) in ${Date.now() - started} ms`,
    );
  } finally {
    await database.close();
  }
});
