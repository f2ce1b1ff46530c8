/**
 * Password hashing with scrypt (node:crypto). Stored as `scrypt$N$r$p$salt$hash` (base64): the cost
 * travels with each hash, so hashes made with older parameters still verify, and `needsRehash` tells
 * the login to store a new hash with the current ones.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** N = 2^17 (OWASP's scrypt minimum), r = 8, p = 1: about 128 MiB and a few hundred ms per hash. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
/** Stored hashes with a larger cost than this are refused rather than allowed to exhaust memory. */
const MAX_N = 2 ** 20;

/** scrypt needs 128 * N * r bytes; node refuses more than maxmem, so allow that plus headroom. */
const maxmemFor = (N: number, r: number) => 128 * N * r + 32 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return null;
  if (![N, R, P].every(Number.isSafeInteger) || N < 2 || N > MAX_N || R < 1 || R > 32 || P < 1 || P > 16) return null;
  return { N, r: R, p: P, salt: Buffer.from(saltB64, 'base64'), key: Buffer.from(keyB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key: expected } = parsed;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than today's (rehash it at the next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.N !== SCRYPT_PARAMS.N ||
    parsed.r !== SCRYPT_PARAMS.r ||
    parsed.p !== SCRYPT_PARAMS.p ||
    parsed.key.length !== KEY_LENGTH
  );
}

/** A hash of nothing in particular: verifying against it for unknown users keeps login timing uniform. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
