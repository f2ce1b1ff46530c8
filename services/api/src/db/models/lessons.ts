import type { Connection } from 'mongoose';
import { EXTERNAL_SOURCES, type ExternalSource } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';
import { versionedPlugin } from '../versioned.js';

/** lessons: `courseId` is the owning course's string id. */
export interface LessonDoc {
  courseId: string;
  title: string;
  description: string | null;
  content: string | null;
  videoUrl: string | null;
  attachments: string[];
  duration: string | null;
  externalSource: ExternalSource | null;
  externalId: string | null;
  lastSyncedAt: Date | null;
  orderIndex: number;
  isPublished: boolean;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<LessonDoc>({
  courseId: { type: String, required: true },
  title: { type: String, required: true },
  description: nullable(String),
  content: nullable(String),
  videoUrl: nullable(String),
  attachments: { type: [String], default: [] },
  duration: nullable(String),
  externalSource: { type: String, enum: [...EXTERNAL_SOURCES, null], default: null },
  externalId: nullable(String),
  lastSyncedAt: nullable(Date),
  orderIndex: { type: Number, default: 0 },
  isPublished: { type: Boolean, default: true },
});
schema.index({ courseId: 1, orderIndex: 1, createdAt: 1 });

schema.plugin(versionedPlugin);

export const lessonModel = (db: Connection) => modelOn(db, { name: 'Lesson', collection: 'lessons', schema });
