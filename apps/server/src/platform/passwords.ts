import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum parameters: 19 MiB, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * One form of every password (Unicode NFC): "é" typed as one code point on one keyboard and as
 * "e" plus a combining accent on another is the same password.
 */
const normalised = (password: string) => password.normalize('NFC');

/** Hashes a (trimmed) password for storage, normalised. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalised(password), options);
}

/**
 * What comparing a password with a stored hash found: `match`; `unnormalised`, a match with a
 * hash made before passwords were normalised (of the characters as typed), which the caller
 * replaces with a normalised one; or `none`. A malformed hash never matches.
 */
export type PasswordMatch = 'match' | 'unnormalised' | 'none';

/** Compares a password with a stored hash, normalised first and then as typed. */
export async function comparePassword(
  storedHash: string,
  password: string,
): Promise<PasswordMatch> {
  if (await verifies(storedHash, normalised(password))) return 'match';
  if (password !== normalised(password) && (await verifies(storedHash, password))) {
    return 'unnormalised';
  }
  return 'none';
}

/** Whether a password matches a stored hash (either way comparePassword accepts). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return (await comparePassword(storedHash, password)) !== 'none';
}

async function verifies(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
