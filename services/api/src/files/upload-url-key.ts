/**
 * upload_url_keys: the HMAC key that signs upload URLs, one document made by the first process that
 * needs it. Every process of a deployment (one database, any number of machines) then signs and
 * checks URLs with the same key, and it survives restarts. Left out of backups, as sessions are: a
 * restored database makes a new key, which only voids URLs handed out in the last 15 minutes.
 */
import { randomBytes } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { modelOn } from '../db/models/define.js';

export const UPLOAD_URL_KEYS_COLLECTION = 'upload_url_keys';

interface UploadUrlKeyDoc {
  _id: string;
  /** 32 random bytes, hex. */
  key: string;
  createdAt: Date;
}

const KEY_ID = 'upload-url';

const schema = new Schema<UploadUrlKeyDoc>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const uploadUrlKeyModel = (db: Connection) =>
  modelOn(db, { name: 'UploadUrlKey', collection: UPLOAD_URL_KEYS_COLLECTION, schema });

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** The deployment's key, made now if no process made one yet (the first writer wins, the others read it). */
export async function loadUploadUrlKey(db: Connection): Promise<Buffer> {
  const model = uploadUrlKeyModel(db);
  const fresh = { key: randomBytes(32).toString('hex'), createdAt: new Date() };
  let doc: UploadUrlKeyDoc | null;
  try {
    doc = await model
      .findOneAndUpdate({ _id: KEY_ID }, { $setOnInsert: fresh }, { upsert: true, new: true })
      .lean<UploadUrlKeyDoc>();
  } catch (error) {
    // Two processes upserting at once: one insert loses on the unique _id; the winner's key is there now.
    if (!isDuplicateKey(error)) throw error;
    doc = await model.findById(KEY_ID).lean<UploadUrlKeyDoc>();
  }
  if (!doc) throw new Error('The upload URL key could not be stored');
  return Buffer.from(doc.key, 'hex');
}
