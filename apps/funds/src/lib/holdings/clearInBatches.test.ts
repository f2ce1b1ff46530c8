// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearInBatches } from './clearInBatches.js';

describe('Clear All in batches', () => {
  const ids = Array.from({ length: 12 }, (_, index) => `h${index + 1}`);

  it('deletes 5 at a time with a 100 ms pause between batches and reports progress', async () => {
    const log: string[] = [];
    await clearInBatches(ids, {
      remove: async (id) => void log.push(`delete ${id}`),
      sleep: async (ms) => void log.push(`pause ${ms}`),
      onProgress: (deleted, total) => log.push(`${deleted}/${total}`),
    });
    expect(log).toEqual([
      ...['h1', 'h2', 'h3', 'h4', 'h5'].map((id) => `delete ${id}`),
      '5/12',
      'pause 100',
      ...['h6', 'h7', 'h8', 'h9', 'h10'].map((id) => `delete ${id}`),
      '10/12',
      'pause 100',
      'delete h11',
      'delete h12',
      '12/12',
    ]);
  });

  it('stops at the first failed batch and rethrows', async () => {
    const deleted: string[] = [];
    const run = clearInBatches(ids, {
      remove: async (id) => {
        if (id === 'h7') throw new Error('500: boom');
        deleted.push(id);
      },
      sleep: async () => {},
    });
    await expect(run).rejects.toThrow('500: boom');
    expect(deleted).not.toContain('h11');
  });

  it('does nothing for an empty list', async () => {
    let calls = 0;
    await clearInBatches([], { remove: async () => void calls++ });
    expect(calls).toBe(0);
  });
});
