/**
 * Conditional writes (issue 23): `If-Match: "<version>"` on an edit of an existing record. The check
 * and the write are one MongoDB operation: the update's filter holds `{ version: { $in: [...] } }`,
 * so two edits made from the same version cannot both apply. When nothing matched, one more read
 * tells "no such record" (404) from "changed since" (412 with the current record in the body).
 */
import { STALE_WRITE_MESSAGE, parseIfMatch, versionEtag, type IfMatch } from '@tradeboard/types';
import type { Context } from 'hono';
import type { Model, QueryOptions, UpdateQuery } from 'mongoose';
import { toApi } from '../db/serialize.js';
import { ApiError } from './errors.js';

/** The If-Match of a request whose header was validated by IfMatchHeaderSchema (undefined: none sent). */
export function ifMatchOf(headers: { 'if-match'?: string | undefined }): IfMatch | undefined {
  const header = headers['if-match'];
  return header === undefined ? undefined : parseIfMatch(header);
}

/** The part of an update's filter that makes it conditional. */
export function versionFilter(ifMatch: IfMatch | undefined): Record<string, unknown> {
  return ifMatch === undefined || ifMatch.any ? {} : { version: { $in: ifMatch.versions } };
}

export function matchesVersion(ifMatch: IfMatch | undefined, version: number): boolean {
  return ifMatch === undefined || ifMatch.any || ifMatch.versions.includes(version);
}

/** 412 with the message and the record as it is now (plus its ETag, so a client can retry with it). */
export function preconditionFailed(current: { version?: number } & object): ApiError {
  const headers = current.version ? { ETag: versionEtag(current.version) } : undefined;
  return new ApiError(412, STALE_WRITE_MESSAGE, undefined, headers, { current: toApi(current) });
}

/** Set the strong ETag of a single-record answer. */
export function setEtag(c: Context, record: { version?: number } | null | undefined): void {
  if (record?.version) c.header('ETag', versionEtag(record.version));
}

interface Versioned {
  version?: number;
}

/**
 * findOneAndUpdate(filter + version condition, update) answering the updated record (lean), 404
 * through `missing()` when the filter names no record, 412 when it does but at another version.
 */
export async function updateIfMatch<T extends Versioned>(
  model: Model<T>,
  filter: Record<string, unknown>,
  update: UpdateQuery<T>,
  ifMatch: IfMatch | undefined,
  missing: () => never,
  options: QueryOptions<T> = {},
): Promise<T> {
  const updated = await model
    .findOneAndUpdate({ ...filter, ...versionFilter(ifMatch) }, update, { ...options, returnDocument: 'after' })
    .lean<T>();
  if (updated) return updated;
  if (ifMatch === undefined) missing();
  const current = await model.findOne(filter).lean<T>();
  if (!current) missing();
  throw preconditionFailed(current);
}
