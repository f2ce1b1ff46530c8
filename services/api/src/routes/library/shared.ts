/** Pieces the three library route files share. */
import { z } from '@hono/zod-openapi';
import { IdSchema } from '@tradeboard/types';

export const tags = ['Trading library'];

/** `{id}` path parameter: a document id (an id that names no document answers 404). */
export const IdParams = z.object({ id: IdSchema });

/** Every library list comes in this order (the managers' drag order, then oldest first). */
export const LIST_ORDER = { orderIndex: 1, createdAt: 1, _id: 1 } as const;
export const LIST_ORDER_TEXT = 'Ordered by orderIndex (ascending), then createdAt (oldest first).';

/** What a student may see: published items (a document without the flag counts as published, its default). */
export const PUBLISHED = { isPublished: { $ne: false } } as const;
export const VISIBILITY_TEXT = 'Students (no session) get published items only; the signed-in admin gets every item.';

/** A 24-hex-digit string, i.e. something that can be a MongoDB ObjectId. */
export const isObjectIdString = (value: string): boolean => /^[0-9a-f]{24}$/i.test(value);
