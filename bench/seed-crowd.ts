import pg from 'pg';
import sharp from 'sharp';
import { hashPassword } from '../apps/server/src/platform/passwords';

/**
 * Distinct passwords (and so argon2id hashes with salts of their own) the crowd's accounts
 * take in turn. Verifying costs the same whichever hash it is; hashing one per account would
 * take minutes of the 2 cores before the scenario starts.
 */
const PASSWORDS = 64;

/** The password of crowd participant `i` (its account is `crowd<i>@example.com`). */
export function crowdPassword(i: number): string {
  return `crowd-pass-${i % PASSWORDS}`;
}

/** The sign-in address of crowd participant `i`. */
export function crowdEmail(i: number): string {
  return `crowd${i}@example.com`;
}

/**
 * The morning of 9:00 before anyone arrives: `participants` verified accounts with complete
 * profiles (past the first-time-login questions), each password hashed by the server's own
 * hashPassword (argon2id, the production parameters); one challenge that starts today, open
 * for registration and with nobody in it yet; and the pinned notice of the feed.
 */
export async function seedCrowd(databaseUrl: string, participants: number) {
  const hashes = await Promise.all(
    Array.from({ length: PASSWORDS }, (_, i) => hashPassword(crowdPassword(i))),
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('begin');
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, display_name, search_text,
                        user_type, country, verified_at, first_time_login)
     select gen_random_uuid(), 'crowd' || i || '@example.com', ($1::text[])[1 + i % $3],
            'Crowd', 'Member ' || i, 'Crowd Member ' || i, 'crowd member ' || i,
            (array['Staff', 'Staff', 'Staff', 'Customer', 'Family', 'Supplier'])[1 + i % 6], (array['DE', 'AT', 'CH', 'GB'])[1 + i % 4],
            now(), false
     from generate_series(0, $2 - 1) as i`,
    [hashes, participants, PASSWORDS],
  );
  const { rows } = await db.query(
    `insert into events (id, name, description, start_date, end_date, maximum_km_hundredths, maximum_mile_hundredths)
     values (gen_random_uuid(), 'Monday 9:00 challenge', 'Everyone runs for the hospital.',
             current_date, current_date + 28, 100000000, 62137119)
     returning id`,
  );
  await db.query(
    `insert into admin_notices (id, title, notice)
     values (gen_random_uuid(), 'The challenge starts today', 'Join, run, log your first kilometres!')`,
  );
  await db.query('commit');
  await db.query('analyze');
  await db.end();
  return { eventId: rows[0].id as string };
}

/**
 * A phone photo as the web app uploads it (the original file, not scaled in the browser):
 * 4032 × 3024 pixels, JPEG quality 85, with a capture date in its EXIF, about 1.6 MB.
 * Made once; each upload gets a comment segment of its own so no two share a SHA-256 (the
 * fair play checks would flag the copies).
 */
export async function makePhoto(day: string): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) & 31;
      raw[i] = ((x * 255) / width + noise) & 255;
      raw[i + 1] = ((y * 255) / height + noise) & 255;
      raw[i + 2] = (((x + y) % 256) + noise) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .withExif({ IFD2: { DateTimeOriginal: `${day.replaceAll('-', ':')} 07:45:00` } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** `photo` with a JPEG comment segment (COM) naming `owner`, right after the start marker. */
export function uniquePhoto(photo: Buffer, owner: string): Buffer {
  const text = Buffer.from(owner, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment[0] = 0xff;
  segment[1] = 0xfe;
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([photo.subarray(0, 2), segment, photo.subarray(2)]);
}
