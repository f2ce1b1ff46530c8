/** Every route group is an OpenAPIHono built here, so validation errors look the same everywhere. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env.js';
import { validationHook } from './validation.js';

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
