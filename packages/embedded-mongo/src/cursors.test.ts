import { afterEach, describe, expect, it } from 'vitest';
import { CursorManager } from './cursors.js';

/** Fake "documents" of a given byte size: the cursor only counts and forwards their bytes. */
const bytesOf = (sizes: number[]): Uint8Array[] => sizes.map((size) => new Uint8Array(size));
const MIB = 1024 * 1024;

describe('cursor batches', () => {
  const cursors = new CursorManager(60_000);
  afterEach(() => cursors.close());

  it('encodes only the batch it returns, and getMore continues where it stopped', () => {
    const encoded: number[][] = [];
    const items = Array.from({ length: 250 }, (_, i) => i);
    const encode = (batch: number[]): Uint8Array[] => {
      encoded.push(batch);
      return bytesOf(batch.map(() => 10));
    };
    const first = cursors.open('db.c', items, { encode });
    expect(first.firstBatch?.length).toBe(101);
    expect(encoded[0]).toEqual(items.slice(0, 101));
    const next = cursors.getMore(first.id, 'db.c', 100);
    expect(encoded[1]).toEqual(items.slice(101, 201));
    expect(next.nextBatch?.length).toBe(100);
    const rest = cursors.getMore(first.id, 'db.c', undefined);
    expect(rest.nextBatch?.length).toBe(49);
    expect(rest.id.isZero()).toBe(true);
    expect(cursors.openCount).toBe(0);
  });

  it('keeps a batch under the 16 MiB reply limit and returns the rest later', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const first = cursors.open('db.big', items, { batchSize: 1000, encode: (batch) => bytesOf(batch.map(() => MIB)) });
    expect(first.firstBatch?.length).toBe(15);
    const rest = cursors.getMore(first.id, 'db.big', undefined);
    expect(rest.nextBatch?.length).toBe(5);
    expect(rest.id.isZero()).toBe(true);
  });

  it('always returns at least one document, however large', () => {
    const first = cursors.open('db.huge', [1, 2], {
      batchSize: 10,
      encode: (batch) => bytesOf(batch.map(() => 17 * MIB)),
    });
    expect(first.firstBatch?.length).toBe(1);
    expect(first.id.isZero()).toBe(false);
  });
});
