/**
 * Issue 23, findings 1 and 2 in-process: two imports of one fund at once, and Clear All during an
 * import. The fund always equals exactly one statement; the loser is told why at once.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

const FUND = 'Main Fund';
const ROWS = 2000;

/** Four letters for a number (tickers are 1-6 letters). */
const letters = (n: number) =>
  Array.from({ length: 4 }, (_, place) => String.fromCharCode(65 + (Math.floor(n / 26 ** place) % 26))).join('');

/** A statement of `count` made-up positions; `seed` (one or two letters) makes the files differ. */
function statement(seed: string, count = ROWS) {
  return Array.from({ length: count }, (_, index) => ({
    ticker: `${seed}${letters(index)}`,
    quantity: index + 1,
    tradePrice: Math.round((10 + index / 7) * 100) / 100,
  }));
}

/** The fund's holdings as [ticker, quantity, tradePrice], sorted: what a file must equal exactly. */
const asRows = (rows: Array<{ ticker: string; quantity: number; tradePrice: number }>) =>
  rows.map((row) => [row.ticker, row.quantity, row.tradePrice]).sort();

describe('one import per fund at a time', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.stop());

  const importFile = (rows: unknown[]) => ctx.send('POST', '/api/holdings/import', { fund: FUND, holdings: rows });
  const fundRows = async () =>
    asRows((await readJson(await ctx.request(`/api/holdings?fund=${encodeURIComponent(FUND)}`))) as Json[]);

  test('a second import while one runs answers 409 at once; the fund equals the first file', async () => {
    const first = statement('A');
    const second = statement('B');
    const held = await ctx.send('POST', '/api/holdings', { fund: FUND, ticker: 'HELD', quantity: 1, tradePrice: 1 });
    expect(held.status).toBe(201);
    const heldId = ((await readJson(held)) as Json).id as string;
    // Hold the first import inside its transaction until the second has been answered.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const model = ctx.models.holdings;
    const realBulkWrite = model.bulkWrite.bind(model);
    const spy = vi.spyOn(model, 'bulkWrite').mockImplementationOnce((async (ops: never, options: never) => {
      entered();
      await gate;
      return realBulkWrite(ops, options);
    }) as never);
    try {
      const running = importFile(first);
      await inside;
      const refused = await importFile(second);
      expect(refused.status).toBe(409);
      expect(await readJson(refused)).toEqual({ message: 'Another import of this fund is running' });
      // Clear All deletes one holding at a time: refused too while the import runs.
      expect((await ctx.send('DELETE', `/api/holdings/${heldId}`)).status).toBe(409);
      release();
      const done = await running;
      expect(done.status).toBe(200);
      expect(await readJson(done)).toEqual({ results: { updated: 0, created: ROWS, removed: 1 } });
    } finally {
      release();
      spy.mockRestore();
    }
    expect(await fundRows()).toEqual(asRows(first));
    // The lease is gone with the import: the next one goes through.
    expect((await importFile(second)).status).toBe(200);
    expect(await fundRows()).toEqual(asRows(second));
  });

  test('two different statements posted at the same moment: the fund equals exactly one of them', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const files = [statement(`C${letters(trial)[0]}`), statement(`D${letters(trial)[0]}`)];
      const answers = await Promise.all(files.map((rows) => importFile(rows)));
      const statuses = answers.map((answer) => answer.status);
      // Usually [200, 409]; should one finish before the other starts, both are 200 (one after the other).
      expect(statuses).toContain(200);
      for (const status of statuses) expect([200, 409]).toContain(status);
      const stored = await fundRows();
      const matches = files.filter((rows) => JSON.stringify(asRows(rows)) === JSON.stringify(stored));
      expect(matches).toHaveLength(1);
      if (statuses.includes(409)) expect(stored).toEqual(asRows(files[statuses.indexOf(200)]!));
    }
  });

  test('the same file twice (a double click from two tabs): never a stale snapshot written back', async () => {
    const rows = statement('E');
    const answers = await Promise.all([importFile(rows), importFile(rows)]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    expect(await fundRows()).toEqual(asRows(rows));
  });
});
