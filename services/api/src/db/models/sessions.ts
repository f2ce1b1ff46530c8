import type { Connection } from 'mongoose';
import { defineSchema, modelOn } from './define.js';

/**
 * sessions: server-side login sessions. `_id` is the SHA-256 of the cookie token, so a database
 * leak does not hand out live sessions. The TTL index removes expired ones; reads check expiry too.
 */
export interface SessionDoc {
  _id: string;
  userId: string;
  username: string;
  expiresAt: Date;
  createdAt: Date;
}

const schema = defineSchema<SessionDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    username: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
schema.index({ userId: 1 });

export const sessionModel = (db: Connection) => modelOn(db, { name: 'Session', collection: 'sessions', schema });
