import type { Connection } from 'mongoose';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';
import { versionedPlugin } from '../versioned.js';

export interface DocumentationDoc {
  title: string;
  content: string;
  category: DocumentCategory;
  tags: string[];
  attachments: string[];
  notionId: string | null;
  isPublished: boolean;
  orderIndex: number;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<DocumentationDoc>({
  title: { type: String, required: true },
  content: { type: String, required: true },
  category: { type: String, enum: DOCUMENT_CATEGORIES, required: true, default: 'SOP' },
  tags: { type: [String], default: [] },
  attachments: { type: [String], default: [] },
  notionId: nullable(String),
  isPublished: { type: Boolean, default: true },
  orderIndex: { type: Number, default: 0 },
});
schema.index({ orderIndex: 1, createdAt: 1 });

schema.plugin(versionedPlugin);

export const documentationModel = (db: Connection) =>
  modelOn(db, { name: 'Documentation', collection: 'documentation', schema });
