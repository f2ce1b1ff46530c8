import type { Connection } from 'mongoose';
import {
  COURSE_CATEGORIES,
  DIFFICULTIES,
  EXTERNAL_SOURCES,
  type CourseCategory,
  type Difficulty,
  type ExternalSource,
} from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';
import { versionedPlugin } from '../versioned.js';

export interface CourseDoc {
  title: string;
  description: string | null;
  category: CourseCategory;
  difficulty: Difficulty;
  duration: string | null;
  thumbnailUrl: string | null;
  externalSource: ExternalSource | null;
  externalId: string | null;
  lastSyncedAt: Date | null;
  isPublished: boolean;
  orderIndex: number;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<CourseDoc>({
  title: { type: String, required: true },
  description: nullable(String),
  category: { type: String, enum: COURSE_CATEGORIES, required: true },
  difficulty: { type: String, enum: DIFFICULTIES, default: 'Beginner' },
  duration: nullable(String),
  thumbnailUrl: nullable(String),
  externalSource: { type: String, enum: [...EXTERNAL_SOURCES, null], default: null },
  externalId: nullable(String),
  lastSyncedAt: nullable(Date),
  isPublished: { type: Boolean, default: true },
  orderIndex: { type: Number, default: 0 },
});
schema.index({ orderIndex: 1, createdAt: 1 });

schema.plugin(versionedPlugin);

export const courseModel = (db: Connection) => modelOn(db, { name: 'Course', collection: 'courses', schema });
