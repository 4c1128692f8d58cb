import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { claimAppState, readAppState } from '../db/app-state';
import type { Db } from '../db/client';

/** The server's VAPID key pair (URL-safe base64), by which push services know it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The file in the data folder where installs before decision 053 kept generated keys. */
export const LEGACY_VAPID_FILE = 'vapid.json';

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

/** Where the generated pair is kept, in app_state. */
export const VAPID_STATE_KEY = 'vapid-keys';

/**
 * The keys of VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else the pair kept in the database
 * (app_state), generated on the first start (decisions 039 and 053): every process on the
 * database signs with the same pair, however many there are. Keys must not change: every
 * browser subscribed with the public key, and a new pair would silence all of them. So an
 * install that kept its pair in DATA_DIR/vapid.json (before 053) has that pair adopted into
 * the database, and of several processes starting at once all get the pair the first one
 * stored. A stored pair that cannot sign stops the start instead of being replaced.
 */
export async function loadVapidKeys(opts: {
  fromEnv: VapidKeys | undefined;
  db: Db;
  dataDir: string;
  subject: string;
}): Promise<VapidKeys> {
  if (opts.fromEnv) return assertUsable(opts.fromEnv, opts.subject, 'VAPID_PUBLIC_KEY');
  const stored =
    (await readAppState(opts.db, VAPID_STATE_KEY)) ??
    (await claimAppState(
      opts.db,
      VAPID_STATE_KEY,
      readLegacyFile(opts.dataDir, opts.subject) ?? webpush.generateVAPIDKeys(),
    ));
  return assertUsable(asPair(stored, 'the database'), opts.subject, 'the database');
}

/** A stored value as a key pair, or an error naming where it came from. */
function asPair(value: unknown, source: string): VapidKeys {
  const pair = value as Partial<VapidKeys> | null;
  if (typeof pair?.publicKey !== 'string' || typeof pair.privateKey !== 'string') {
    throw new Error(`${source} holds no VAPID publicKey and privateKey`);
  }
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

/** The pair an install before decision 053 generated into DATA_DIR/vapid.json, if any. */
function readLegacyFile(dataDir: string, subject: string): VapidKeys | undefined {
  const file = path.join(dataDir, LEGACY_VAPID_FILE);
  if (!fs.existsSync(file)) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not readable JSON: ${(err as Error).message}`);
  }
  return assertUsable(asPair(stored, file), subject, file);
}
