import type { Connection } from 'mongoose';
import { REMOTE_NAMES } from '@tradeboard/types';
import { defineSchema, modelOn } from './define.js';

/**
 * module_files and module_builds (issue 26, `npm run deploy -- NAME --dir DIST`): a build's files are
 * stored once each in the file storage (disk or GridFS) and named here by their SHA-256, so a file
 * that did not change between builds is not sent or stored again. A build lists its files by path;
 * its id is the hash of that list, so nothing in a build can change after it is made.
 */
export interface ModuleFileDoc {
  /** SHA-256 of the bytes, hex. */
  _id: string;
  /** The file storage's key. */
  key: string;
  size: number;
  createdAt: Date;
}

export interface ModuleBuildDoc {
  /** The first 32 hex digits of the SHA-256 of the sorted "path sha256" lines. */
  _id: string;
  module: (typeof REMOTE_NAMES)[number];
  files: Array<{ path: string; sha256: string }>;
  remoteEntryUrl: string;
  createdAt: Date;
}

const fileSchema = defineSchema<ModuleFileDoc>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    size: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

const buildSchema = defineSchema<ModuleBuildDoc>(
  {
    _id: { type: String, required: true },
    module: { type: String, required: true, enum: REMOTE_NAMES },
    files: { type: [{ _id: false, path: String, sha256: String }], required: true },
    remoteEntryUrl: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export const moduleFileModel = (db: Connection) =>
  modelOn(db, { name: 'ModuleFile', collection: 'module_files', schema: fileSchema });
export const moduleBuildModel = (db: Connection) =>
  modelOn(db, { name: 'ModuleBuild', collection: 'module_builds', schema: buildSchema });
