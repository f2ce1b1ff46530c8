/**
 * Signed upload URLs: `/api/objects/upload/<token>?expires=<ms>&signature=<HMAC>`.
 * The HMAC-SHA256 key is stored in MongoDB (upload-url-key.ts), so a URL made by one process is
 * accepted by any other on the same database, survives a restart and cannot be forged. Single use
 * is enforced by the route (upload-claims).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Connection } from 'mongoose';
import { loadUploadUrlKey } from './upload-url-key.js';

const SIGNED_UPLOAD_PATH = '/api/objects/upload/';
/** How long a signed URL stays usable. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;

export interface SignedUploadParams {
  token: string;
  expires: number;
  signature: string;
}

const TOKEN = /^[0-9a-f]{32}$/;

export class UploadUrlSigner {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly loadKey: () => Promise<Buffer>) {}

  /** Loaded once; a failed load (database unreachable) is tried again by the next request. */
  private secret(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async sign(token: string, expires: number): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`${token}.${expires}`)
      .digest('base64url');
  }

  /** A fresh URL (path and query, same origin) valid until now + ttl. */
  async create(now: Date, ttlMs = UPLOAD_URL_TTL_MS): Promise<{ url: string; token: string; expires: number }> {
    const token = randomBytes(16).toString('hex');
    const expires = now.getTime() + ttlMs;
    const url = `${SIGNED_UPLOAD_PATH}${token}?expires=${expires}&signature=${await this.sign(token, expires)}`;
    return { url, token, expires };
  }

  /** The parameters of a request URL when it carries an authentic signature (expired or not), else null. */
  async verify(url: URL): Promise<SignedUploadParams | null> {
    if (!url.pathname.startsWith(SIGNED_UPLOAD_PATH)) return null;
    const token = url.pathname.slice(SIGNED_UPLOAD_PATH.length);
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    if (!TOKEN.test(token) || !Number.isSafeInteger(expires)) return null;
    const expected = Buffer.from(await this.sign(token, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { token, expires, signature } : null;
  }
}

const signers = new WeakMap<Connection, UploadUrlSigner>();

/** One signer per database connection (the write guard and the routes share it). */
export function uploadUrlSignerFor(db: Connection): UploadUrlSigner {
  let signer = signers.get(db);
  if (!signer) {
    signer = new UploadUrlSigner(() => loadUploadUrlKey(db));
    signers.set(db, signer);
  }
  return signer;
}

/** For the write guard: a PUT to a signed upload URL is authorised by its signature, not a session. */
export function isSignedUploadWrite(db: Connection) {
  return async (method: string, url: string): Promise<boolean> =>
    method === 'PUT' && (await uploadUrlSignerFor(db).verify(new URL(url))) !== null;
}
