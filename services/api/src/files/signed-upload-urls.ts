/**
 * Signed upload URLs: `/api/objects/upload/<token>?expires=<ms>&signature=<HMAC>`.
 * The HMAC-SHA256 key is a random secret kept in DATA_DIR/secrets (created on first use, mode 600),
 * so URLs survive a restart and cannot be forged. Single use is enforced by the route (upload-claims).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

export const SIGNED_UPLOAD_PATH = '/api/objects/upload/';
/** How long a signed URL stays usable. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;

export interface SignedUploadParams {
  token: string;
  expires: number;
  signature: string;
}

const TOKEN = /^[0-9a-f]{32}$/;

export class UploadUrlSigner {
  constructor(private readonly secret: Buffer) {}

  private sign(token: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${token}.${expires}`).digest('base64url');
  }

  /** A fresh URL (path and query, same origin) valid until now + ttl. */
  create(now: Date, ttlMs = UPLOAD_URL_TTL_MS): { url: string; token: string; expires: number } {
    const token = randomBytes(16).toString('hex');
    const expires = now.getTime() + ttlMs;
    const url = `${SIGNED_UPLOAD_PATH}${token}?expires=${expires}&signature=${this.sign(token, expires)}`;
    return { url, token, expires };
  }

  /** The parameters of a request URL when it carries an authentic signature (expired or not), else null. */
  verify(url: URL): SignedUploadParams | null {
    if (!url.pathname.startsWith(SIGNED_UPLOAD_PATH)) return null;
    const token = url.pathname.slice(SIGNED_UPLOAD_PATH.length);
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    if (!TOKEN.test(token) || !Number.isSafeInteger(expires)) return null;
    const expected = Buffer.from(this.sign(token, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { token, expires, signature } : null;
  }
}

function loadOrCreateSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets', 'upload-url.key');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another app on the same DATA_DIR created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

const signers = new Map<string, UploadUrlSigner>();

/** One signer per DATA_DIR (the write guard and the routes share it). */
export function uploadUrlSignerFor(config: Pick<Config, 'dataDir'>): UploadUrlSigner {
  let signer = signers.get(config.dataDir);
  if (!signer) {
    signer = new UploadUrlSigner(loadOrCreateSecret(config.dataDir));
    signers.set(config.dataDir, signer);
  }
  return signer;
}

/** For the write guard: a PUT to a signed upload URL is authorised by its signature, not a session. */
export function isSignedUploadWrite(config: Pick<Config, 'dataDir'>) {
  return (method: string, url: string): boolean =>
    method === 'PUT' && uploadUrlSignerFor(config).verify(new URL(url)) !== null;
}
