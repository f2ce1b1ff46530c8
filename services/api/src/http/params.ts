/** The `{id}` path parameter every single-record route shares, and its 404s. */
import { z } from '@hono/zod-openapi';
import { IdSchema } from '@tradeboard/types';
import { isValidObjectId } from 'mongoose';
import { notFound } from './errors.js';

/** `{id}` path parameter: a document id. An id that names no document (or is no ObjectId) answers 404. */
export const IdParams = z.object({ id: IdSchema });

/** A 24-hex-digit string, i.e. something that can be a MongoDB ObjectId. */
export const isObjectIdString = (value: string): boolean => /^[0-9a-f]{24}$/i.test(value);

/** The 404 for `{id}` routes: "<what> not found". Also thrown up front for ids that cannot be ObjectIds. */
export function checkedId(id: string, what: string): string {
  if (!isValidObjectId(id) || !isObjectIdString(id)) throw notFound(`${what} not found`);
  return id;
}

export function missing(what: string): never {
  throw notFound(`${what} not found`);
}
