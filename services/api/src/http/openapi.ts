/** Small helpers that keep route definitions short and their OpenAPI answers consistent. */
import { z } from '@hono/zod-openapi';
import { ErrorBodySchema, IfMatchHeaderSchema, preconditionFailedSchema } from '@tradeboard/types';

/**
 * Give a schema from @tradeboard/types a component name in openapi.json.
 * (zod 4 copies methods onto each schema when it is built, so schemas created before
 * @hono/zod-openapi extended zod lack `.openapi()`; calling the prototype method works for all.)
 */
export function named<T extends z.ZodType>(schema: T, name: string): T {
  const openapi = (z.ZodType.prototype as unknown as { openapi: (this: T, refId: string) => T }).openapi;
  return openapi.call(schema, name);
}

const ErrorBody = named(ErrorBodySchema, 'Error');

const errorDescriptions = {
  400: 'Invalid input (message and zod issues)',
  401: 'Not signed in',
  403: 'Cross-origin request rejected',
  404: 'Not found',
  409: 'Duplicate',
  412: 'Precondition failed',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Too many attempts',
  501: 'Not implemented yet',
} as const;
export type ErrorStatus = keyof typeof errorDescriptions;

/** `{ content: { 'application/json': { schema } }, description }` */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return {
    body: { content: { 'application/json': { schema } }, required: true, ...(description ? { description } : {}) },
  };
}

export function errors<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, json(ErrorBody, errorDescriptions[status])])) as {
    [K in S]: { content: { 'application/json': { schema: typeof ErrorBody } }; description: string };
  };
}

/** Error answers every write route can give. */
export const writeErrors = [400, 401, 403] as const;

export const noContent = { 204: { description: 'Deleted' } } as const;

/** Cookie session required (documented on every write route). */
export const adminOnly = [{ cookieAuth: [] }];

/** The ETag header of an answer that is one record (its version as a strong entity tag). */
const etagHeader = {
  ETag: {
    description: 'The record\'s version as a strong entity tag ("3"); send it back as If-Match on an edit',
    schema: { type: 'string' as const, example: '"1"' },
  },
};

/** A 200 answer holding one record, with its ETag. */
export function jsonWithEtag<T extends z.ZodType>(schema: T, description: string) {
  return { ...json(schema, description), headers: etagHeader };
}

/** The optional If-Match request header of an edit of an existing record (see ./if-match.ts). */
export const ifMatch = { headers: IfMatchHeaderSchema };

/** The 412 answer of a conditional edit: message plus the current record (named `<Name>Conflict`). */
export function staleWrite<T extends z.ZodType>(record: T, name: string) {
  return {
    412: {
      ...json(
        named(preconditionFailedSchema(record), `${name}Conflict`),
        'If-Match named another version: nothing was written; `current` is the record as it is now (its ETag in the ETag header)',
      ),
      headers: etagHeader,
    },
  };
}
