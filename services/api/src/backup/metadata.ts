/**
 * `<collection>.metadata.json` as mongodump writes it (canonical Extended JSON): the collection's
 * options, its indexes as listIndexes returns them (key, name, unique, sparse,
 * partialFilterExpression, expireAfterSeconds...), its name and type. mongorestore reads it to
 * create the collection and its indexes.
 */
import { EJSON, type Document } from 'bson';
import { z } from 'zod';

export interface CollectionMetadata {
  options: Document;
  indexes: Document[];
  collectionName: string;
  type: 'collection';
}

export function metadataJson(collectionName: string, options: Document, indexes: Document[]): string {
  const metadata: CollectionMetadata = { options, indexes, collectionName, type: 'collection' };
  return EJSON.stringify(metadata, { relaxed: false });
}

const IndexSchema = z.looseObject({ key: z.record(z.string(), z.unknown()), name: z.string().min(1) });
const MetadataSchema = z.object({
  options: z.record(z.string(), z.unknown()).default({}),
  indexes: z.array(IndexSchema),
  collectionName: z.string().min(1),
  type: z.literal('collection').optional(),
});

/** Parses a metadata file; throws a message naming what is wrong. */
export function parseMetadata(text: string): CollectionMetadata {
  let parsed: unknown;
  try {
    parsed = EJSON.parse(text, { relaxed: false });
  } catch (error) {
    throw new Error(`not valid Extended JSON (${(error as Error).message})`, { cause: error });
  }
  const result = MetadataSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(
      `not mongodump collection metadata (${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`,
    );
  return { ...result.data, type: 'collection' } as CollectionMetadata;
}

/** An index as createIndexes takes it: everything listIndexes gave except the version and namespace. */
export function indexForCreate(index: Document): Document {
  const { v: _v, ns: _ns, ...spec } = index;
  return spec;
}
