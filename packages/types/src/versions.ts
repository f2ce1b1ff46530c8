/** Record versions and the conditional-write shapes (rules in ./core/versions.ts). */
import { z } from 'zod';
import { IF_MATCH_MESSAGE, IF_MATCH_PATTERN, STALE_WRITE_MESSAGE } from './core/versions.js';

/** `version` on every record a client edits. */
export const VersionSchema = z
  .number()
  .int()
  .min(1)
  .meta({
    description:
      'Record version: 1 when created, one more after every change. Send it back as If-Match: "<version>" ' +
      'on an edit so that the edit applies only if nobody changed the record since (412 otherwise).',
    example: 1,
  });

/** The optional If-Match request header of every edit of an existing record. */
export const IfMatchHeaderSchema = z.object({
  'if-match': z
    .string()
    .regex(new RegExp(IF_MATCH_PATTERN), IF_MATCH_MESSAGE)
    .optional()
    .meta({
      description:
        'The version the client last read, as an entity tag ("3": the record\'s version, or the ETag of a single-record read). ' +
        'The write is applied only while the record still has that version, checked and written in one atomic operation; ' +
        'otherwise 412 with the current record. * matches any current record; weak tags never match. Left out: the write applies unconditionally.',
      example: '"1"',
    }),
});

/** The 412 answer: the message and the record as it is now (its `version` is the one to send next). */
export function preconditionFailedSchema<T extends z.ZodType>(record: T) {
  return z
    .object({
      message: z.string().meta({ example: STALE_WRITE_MESSAGE }),
      current: record,
    })
    .meta({ description: 'The record changed since the client read it: nothing was written' });
}
