/**
 * What `npm run admin -- set-password` does to the database, apart from asking: store the new hash
 * (creating the admin when there is none yet), end every session, remove the generated credentials file.
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type mongoose from 'mongoose';
import { CREDENTIALS_FILE } from '../auth/bootstrap.js';
import { hashPassword } from '../auth/passwords.js';

type MongoClient = mongoose.mongo.MongoClient;

export interface SetPasswordResult {
  username: string;
  created: boolean;
  signedOutSessions: number;
  /** The generated credentials file that was removed, if there was one. */
  removedCredentialsFile: string | null;
}

export async function setAdminPassword(
  target: { client: MongoClient; database: string; dataDir: string },
  password: string,
  username: string | undefined,
): Promise<SetPasswordResult> {
  const db = target.client.db(target.database);
  const users = db.collection<{ username: string; passwordHash: string; createdAt: Date; updatedAt: Date }>('users');
  const passwordHash = await hashPassword(password);
  const now = new Date();
  // The product has one admin: the one ADMIN_USERNAME names, else the first one created.
  const existing = username
    ? await users.findOne({ username })
    : await users.find().sort({ createdAt: 1, _id: 1 }).limit(1).next();
  let created = false;
  if (existing) {
    await users.updateOne({ _id: existing._id }, { $set: { passwordHash, updatedAt: now } });
  } else {
    await users.insertOne({ username: username ?? 'admin', passwordHash, createdAt: now, updatedAt: now });
    created = true;
  }
  const { deletedCount } = await db.collection('sessions').deleteMany({});
  const file = path.join(target.dataDir, CREDENTIALS_FILE);
  const hadFile = await stat(file).then(
    () => true,
    () => false,
  );
  if (hadFile) await rm(file, { force: true });
  return {
    username: existing?.username ?? username ?? 'admin',
    created,
    signedOutSessions: deletedCount,
    removedCredentialsFile: hadFile ? file : null,
  };
}
