/**
 * upload_claims: one document per signed upload URL that has been used (its token as _id), so a
 * second PUT finds the duplicate key and is refused, across restarts and processes. Claims expire
 * with their URL (TTL index), since an expired URL is refused anyway.
 */
import { Schema, type Connection } from 'mongoose';
import { modelOn } from '../db/models/define.js';

export interface UploadClaimDoc {
  _id: string;
  expiresAt: Date;
}

const schema = new Schema<UploadClaimDoc>(
  { _id: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { versionKey: false },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const uploadClaimModel = (db: Connection) => modelOn(db, { name: 'UploadClaim', collection: 'upload_claims', schema });

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** Claim a token: true the first time, false when it was claimed before. */
export async function claimUploadToken(db: Connection, token: string, expiresAt: Date): Promise<boolean> {
  try {
    await uploadClaimModel(db).create({ _id: token, expiresAt });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Give a token back (the upload it was claimed for stored nothing), so the URL can be retried. */
export async function releaseUploadToken(db: Connection, token: string): Promise<void> {
  await uploadClaimModel(db).deleteOne({ _id: token });
}
