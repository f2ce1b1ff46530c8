/** Turns zod failures from request validation into 400 `{message, issues}`. */
import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { ErrorBody } from '@tradeboard/types';
import type { AppEnv } from './env.js';

export function validationErrorBody(error: ZodError): ErrorBody {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    message: issue.message,
    code: issue.code,
  }));
  const message = [...new Set(issues.map((issue) => issue.message))].join('; ') || 'Invalid request';
  return { message, issues };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves every route's schema and env
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) return c.json(validationErrorBody(result.error as ZodError), 400);
  return undefined;
};
