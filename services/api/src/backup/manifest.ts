/**
 * manifest.json, the last entry of every archive: what the backup holds and how to check it
 * (document counts, and the size and SHA-256 of every other entry).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';
export const ARCHIVE_FORMAT = 'tradeboard-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');

export const EntryChecksumSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: Sha256Schema,
});
export type EntryChecksum = z.infer<typeof EntryChecksumSchema>;

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  productVersion: z.string(),
  createdAt: z.iso.datetime(),
  source: z.object({
    kind: z.enum(['embedded', 'external']),
    /** External only, with any password removed. */
    uri: z.string().optional(),
    /** How consistent the copy of the database is (see the README). */
    consistency: z.string(),
  }),
  database: z.string().min(1),
  collections: z.array(
    z.object({
      name: z.string().min(1),
      documents: z.number().int().min(0),
      bson: EntryChecksumSchema,
      metadata: EntryChecksumSchema,
    }),
  ),
  files: z.array(EntryChecksumSchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The API package's version (this file is in src/backup or dist/backup). */
export function productVersion(): string {
  const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}

/** `mongodb://user:secret@host/db` -> `mongodb://user:***@host/db` (a backup file must not carry credentials). */
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/)([^@/]+)@/, (_match, scheme: string, userInfo: string) => {
    const user = userInfo.split(':')[0];
    return `${scheme}${user}:***@`;
  });
}

/** Archive paths in mongodump's layout. */
export const dumpPaths = (database: string, collection: string) => ({
  bson: `dump/${database}/${collection}.bson`,
  metadata: `dump/${database}/${collection}.metadata.json`,
});
export const UPLOADS_PREFIX = 'uploads/';
