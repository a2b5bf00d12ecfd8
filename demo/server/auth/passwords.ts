import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt cost parameters; stored with each hash so they can change later.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$<salt b64>$<hash b64>` with a random per-user salt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

function scryptAsync(password: string, salt: Buffer, length: number, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { N: n, r, p, maxmem: 128 * n * r * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

// Compared against when the user is unknown, so that the answer takes as long as for a known user.
const DUMMY_HASH = hashPassword('not-a-password-0');

/** Constant-time check of a password against a stored hash; null hash = account that cannot sign in. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64'),
    expected.length,
    Number(n),
    Number(r),
    Number(p),
  );
  return timingSafeEqual(actual, expected) && stored !== null;
}
