import mongoose, { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, uriWithDb, type Target } from '../support/target.js';

describe('mongoose against the server', () => {
  let target: Target;
  let connection: mongoose.Connection;

  const userSchema = new Schema(
    { email: { type: String, unique: true, required: true }, age: Number },
    { timestamps: true },
  );

  beforeAll(async () => {
    target = await openTarget();
    connection = await mongoose.createConnection(uriWithDb(target.uri, target.dbName)).asPromise();
  });
  afterAll(async () => {
    await connection.close();
    await target.close();
  });

  it('connects with a plain URI and does CRUD with a unique index', async () => {
    const User = connection.model('User', userSchema);
    await User.init();
    const created = await User.create({ email: 'ada@example.com', age: 36 });
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);

    const duplicate = await User.create({ email: 'ada@example.com', age: 1 }).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'ada@example.com' } });

    const found = await User.findOne({ email: 'ada@example.com' }).lean();
    expect(found?.age).toBe(36);
    expect(found?.createdAt).toBeInstanceOf(Date);

    await User.updateOne({ email: 'ada@example.com' }, { $inc: { age: 1 } });
    expect(await User.countDocuments({ age: 37 })).toBe(1);

    const upserted = await User.findOneAndUpdate(
      { email: 'grace@example.com' },
      { $setOnInsert: { age: 85 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(upserted?.age).toBe(85);

    expect((await User.deleteMany({})).deletedCount).toBe(2);
    expect(await User.estimatedDocumentCount()).toBe(0);
  });
});
