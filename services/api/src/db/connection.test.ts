import type { Connection } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { requireTransactions } from './connection.js';

/** A connection whose server answers `hello` with `reply` (what a standalone, a replica set or mongos say). */
const answering = (reply: Record<string, unknown>) =>
  ({ db: { admin: () => ({ command: () => Promise.resolve({ ok: 1, ...reply }) }) } }) as unknown as Connection;

describe('requireTransactions', () => {
  it('refuses a standalone mongod with a configuration error that says how to get a replica set', async () => {
    const refusal = requireTransactions(answering({ isWritablePrimary: true, maxWireVersion: 21 }));
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(/standalone.*replica set.*--replSet rs0.*rs\.initiate\(\).*replicaSet=rs0/s);
  });

  it('accepts a replica set (Atlas, or a single node) and a sharded cluster', async () => {
    await expect(requireTransactions(answering({ isWritablePrimary: true, setName: 'rs0' }))).resolves.toBeUndefined();
    await expect(requireTransactions(answering({ isWritablePrimary: true, msg: 'isdbgrid' }))).resolves.toBeUndefined();
  });
});
