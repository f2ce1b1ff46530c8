import type { Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

/** Unsupported or invalid requests must fail loudly, never answer wrongly. */
describe('errors for invalid or unsupported requests', () => {
  let target: Target;
  let things: Collection;
  beforeAll(async () => {
    target = await openTarget();
    things = target.db.collection('things');
    await things.insertMany([
      { a: 1, s: 'text' },
      { a: 2, s: 'more' },
    ]);
  });
  afterAll(() => target.close());

  const failure = (promise: Promise<unknown>): Promise<unknown> =>
    promise.then(
      () => 'succeeded',
      (error: unknown) => error,
    );

  it('rejects unknown query operators', async () => {
    const error = await failure(things.find({ a: { $notAnOperator: 1 } }).toArray());
    expect(error).toMatchObject({ code: 2 });
  });

  it('rejects unknown update modifiers', async () => {
    const error = await failure(things.updateOne({ a: 1 }, { $notAModifier: { a: 2 } } as never));
    expect(error).toMatchObject({ code: 9 });
    expect(await things.countDocuments({ a: 1 })).toBe(1);
  });

  it('rejects $inc on a non-numeric field', async () => {
    const error = await failure(things.updateOne({ a: 1 }, { $inc: { s: 1 } } as never));
    expect(error).toMatchObject({ code: 14, codeName: 'TypeMismatch' });
    expect((await things.findOne({ a: 1 }))?.s).toBe('text');
  });

  it('rejects filters and commands of the wrong shape', async () => {
    const error = await failure(target.db.command({ find: 'things', filter: 'not an object' }));
    expect(error).toMatchObject({ code: 14 });
    const badSort = await failure(target.db.command({ find: 'things', sort: { a: 2 } }));
    expect(badSort).toMatchObject({ code: expect.any(Number), message: expect.stringMatching(/sort/i) });
  });
});
