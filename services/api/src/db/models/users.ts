import type { Connection } from 'mongoose';
import { defineSchema, modelOn } from './define.js';

/** users: the admin. `passwordHash` is the scrypt hash (the spec's `password`); never leaves the server. */
export interface UserDoc {
  username: string;
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<UserDoc>({
  username: { type: String, required: true, trim: true },
  passwordHash: { type: String, required: true },
});
schema.index({ username: 1 }, { unique: true });
schema.set('toJSON', { transform: (_doc, ret) => ({ id: String(ret._id), username: ret.username }) });

export const userModel = (db: Connection) => modelOn(db, { name: 'User', collection: 'users', schema });
