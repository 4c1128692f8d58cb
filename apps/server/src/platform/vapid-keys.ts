import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID key pair (URL-safe base64), by which push services know it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The file in the data folder holding generated keys (mode 0600). */
export const VAPID_FILE = 'vapid.json';

/** Throws, naming `source`, when the pair cannot sign a VAPID header (length, encoding). */
function assertUsable(keys: VapidKeys, subject: string, source: string): VapidKeys {
  try {
    webpush.getVapidHeaders(
      'https://push.example',
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
  } catch (err) {
    throw new Error(`Invalid VAPID keys in ${source}: ${(err as Error).message}`);
  }
  return keys;
}

/**
 * The keys of VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else those in DATA_DIR/vapid.json,
 * generated there on the first start (decision 039). Keys must not change: every browser
 * subscribed with the public key, and a new pair would silence all of them. The file is
 * created with link(), which fails when it exists, so two processes starting on one data
 * folder at once end up with the one pair the first wrote. A file that cannot be read as
 * a usable pair stops the start instead of being replaced.
 */
export function loadVapidKeys(opts: {
  fromEnv: VapidKeys | undefined;
  dataDir: string;
  subject: string;
}): VapidKeys {
  if (opts.fromEnv) return assertUsable(opts.fromEnv, opts.subject, 'VAPID_PUBLIC_KEY');
  const file = path.join(opts.dataDir, VAPID_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, {
      mode: 0o600,
    });
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  let stored: Partial<VapidKeys>;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not readable JSON: ${(err as Error).message}`);
  }
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(`${file} holds no publicKey and privateKey`);
  }
  return assertUsable(
    { publicKey: stored.publicKey, privateKey: stored.privateKey },
    opts.subject,
    file,
  );
}
