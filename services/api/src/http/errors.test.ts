import { Hono } from 'hono';
import mongoose from 'mongoose';
import { describe, expect, test } from 'vitest';
import { createLogger } from '../logger.js';
import { ApiError, createErrorHandler } from './errors.js';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.get('/', () => {
    throw error;
  });
  return app;
}

const answer = async (error: unknown) => {
  const res = await appThrowing(error).request('/');
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
};

describe('error handler', () => {
  test('ApiError keeps its status, message, issues and headers', async () => {
    expect(await answer(new ApiError(429, 'Slow down', undefined, { 'Retry-After': '30' }))).toEqual({
      status: 429,
      body: { message: 'Slow down' },
      retryAfter: '30',
    });
    expect((await answer(new ApiError(400, 'Bad', [{ path: ['a'], message: 'Bad' }]))).body).toEqual({
      message: 'Bad',
      issues: [{ path: ['a'], message: 'Bad' }],
    });
  });

  test('a duplicate key is a 409', async () => {
    expect(
      await answer(Object.assign(new Error('E11000 duplicate key error collection: stocks'), { code: 11000 })),
    ).toMatchObject({
      status: 409,
      body: { message: 'Already exists' },
    });
  });

  test('an id that is not an ObjectId is a 404', async () => {
    const castError = new mongoose.Error.CastError('ObjectId', 'not-an-id', '_id');
    expect(await answer(castError)).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  test('a mongoose validation error is a 400 with issues', async () => {
    const error = new mongoose.Error.ValidationError();
    error.addError(
      'fund',
      new mongoose.Error.ValidatorError({ path: 'fund', message: 'Fund is invalid', type: 'enum' }),
    );
    expect(await answer(error)).toMatchObject({
      status: 400,
      body: { message: 'Fund is invalid', issues: [{ path: ['fund'], message: 'Fund is invalid' }] },
    });
  });

  test('anything else is a 500 with no internals', async () => {
    expect(await answer(new TypeError('cannot read x of undefined at /srv/app.js:10'))).toMatchObject({
      status: 500,
      body: { message: 'Internal server error' },
    });
  });
});
