import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadVapidKeys, VAPID_FILE } from './vapid-keys';

/** VAPID keys (decision 039): from the environment, or generated once into the data folder. */

const subject = 'mailto:ops@example.com';
const dirs: string[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-vapid-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadVapidKeys', () => {
  it('generates a pair into DATA_DIR/vapid.json readable by the owner only, then reuses it', () => {
    const dir = dataDir();
    const first = loadVapidKeys({ fromEnv: undefined, dataDir: dir, subject });
    const file = path.join(dir, VAPID_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(loadVapidKeys({ fromEnv: undefined, dataDir: dir, subject })).toEqual(first);
    expect(fs.readdirSync(dir)).toEqual([VAPID_FILE]);
  });

  it('takes the pair of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY and writes no file', () => {
    const dir = dataDir();
    const pair = webpush.generateVAPIDKeys();
    expect(loadVapidKeys({ fromEnv: pair, dataDir: dir, subject })).toEqual(pair);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('stops the start on keys that cannot sign instead of replacing them', () => {
    const dir = dataDir();
    const broken = { publicKey: 'short', privateKey: 'short' };
    expect(() => loadVapidKeys({ fromEnv: broken, dataDir: dir, subject })).toThrow(
      /Invalid VAPID keys in VAPID_PUBLIC_KEY/,
    );
    fs.writeFileSync(path.join(dir, VAPID_FILE), '{"publicKey": 1}');
    expect(() => loadVapidKeys({ fromEnv: undefined, dataDir: dir, subject })).toThrow(
      /holds no publicKey/,
    );
    expect(fs.readFileSync(path.join(dir, VAPID_FILE), 'utf8')).toBe('{"publicKey": 1}');
  });
});
