/** Error answers: always JSON `{message, issues?}` with the right status, never internals. */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '@tradeboard/types';
import type { Logger } from '../logger.js';

type Issue = NonNullable<ErrorBody['issues']>[number];

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: Issue[],
    /** Extra headers for the answer, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
    /** Extra fields of the JSON body next to `message`, e.g. the current record of a 412. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, issues?: Issue[]) => new ApiError(400, message, issues);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** MongoDB's duplicate key error (a unique index refused the write). */
export const isDuplicateKey = (err: unknown): boolean => (err as { code?: number } | null)?.code === 11000;

/**
 * For `.catch()` on a create guarded by an exists() check: two racing requests both pass the check and
 * the unique index refuses the second; answer it with the same specific 409 as the check would have.
 */
export const duplicateAs =
  (error: ApiError) =>
  (err: unknown): never => {
    throw isDuplicateKey(err) ? error : err;
  };

const defaultMessages: Partial<Record<number, string>> = {
  400: 'Bad request',
  401: 'Authentication required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Already exists',
  412: 'Precondition failed',
  413: 'Request body too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  501: 'Not implemented',
};

function errorBody(status: number, message?: string, issues?: Issue[]): ErrorBody {
  return { message: message || defaultMessages[status] || 'Request failed', ...(issues ? { issues } : {}) };
}

interface MongoLikeError {
  name?: string;
  code?: number;
  errors?: Record<string, { path?: string; message?: string; kind?: string }>;
}

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) {
      if (err.headers) for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json({ ...errorBody(err.status, err.message, err.issues), ...err.extra }, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      return c.json(errorBody(status, err.message), status);
    }
    const mongo = err as MongoLikeError;
    if (mongo.code === 11000) return c.json(errorBody(409, 'Already exists'), 409);
    // An id that is not a valid ObjectId can name no document.
    if (mongo.name === 'CastError') return c.json(errorBody(404, 'Not found'), 404);
    if (mongo.name === 'ValidationError' && mongo.errors) {
      const issues = Object.values(mongo.errors).map((e) => ({
        path: e.path ? [e.path] : [],
        message: e.message ?? 'Invalid value',
        code: e.kind,
      }));
      return c.json(errorBody(400, issues.map((i) => i.message).join('; '), issues), 400);
    }
    logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ message: 'Internal server error' }, 500);
  };
}
