// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readHoldingsFile } from './readHoldingsFile.js';

const file = (name: string, text: string, size = text.length) => ({ name, size, text: async () => text });
const GOOD = 'Instrument,Qty,Trade Price\nAMZN,+40,182.35\n';

describe('CSV file checks', () => {
  it("refuses a file that is not .csv: 'Invalid File Type' / 'Please upload a CSV file.'", async () => {
    expect(await readHoldingsFile(file('positions.xlsx', GOOD))).toEqual({
      ok: false,
      toast: { title: 'Invalid File Type', description: 'Please upload a CSV file.' },
    });
  });

  it('accepts the extension in any case', async () => {
    expect((await readHoldingsFile(file('POSITIONS.CSV', GOOD))).ok).toBe(true);
  });

  it('refuses a file over 5 MB before reading it', async () => {
    let read = false;
    const big = { name: 'big.csv', size: 5 * 1024 * 1024 + 1, text: async () => ((read = true), GOOD) };
    expect(await readHoldingsFile(big)).toEqual({
      ok: false,
      toast: { title: 'File Too Large', description: 'The CSV file must be at most 5 MB.' },
    });
    expect(read).toBe(false);
  });

  it("a read failure: 'Parse Error' / 'Failed to parse CSV file.'", async () => {
    const broken = { name: 'a.csv', size: 10, text: () => Promise.reject(new Error('NotReadableError')) };
    expect(await readHoldingsFile(broken)).toEqual({
      ok: false,
      toast: { title: 'Parse Error', description: 'Failed to parse CSV file.' },
    });
  });

  it("zero parsed rows: 'No Data Found' / 'No valid holdings data found in the CSV.'", async () => {
    expect(await readHoldingsFile(file('a.csv', 'Instrument,Qty\nCash & Sweep Vehicle,,\n'))).toEqual({
      ok: false,
      toast: { title: 'No Data Found', description: 'No valid holdings data found in the CSV.' },
    });
  });

  it('gives the parse of a good file', async () => {
    const result = await readHoldingsFile(file('a.csv', GOOD));
    expect(result.ok && result.parse.holdings.map((row) => row.ticker)).toEqual(['AMZN']);
  });
});
