import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum parameters: 19 MiB, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a (trimmed) password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Checks a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
