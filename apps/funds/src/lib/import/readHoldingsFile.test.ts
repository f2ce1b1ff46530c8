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

  it("zero parsed rows: 'No Data Found' / 'No valid holdings data found in the CSV.', the layouts read and the first line", async () => {
    const result = await readHoldingsFile(file('a.csv', '\uFEFFInstrument,Qty\nCash & Sweep Vehicle,,\n'));
    expect(result.ok).toBe(false);
    const lines = (!result.ok && result.toast.description?.split('\n')) || [];
    expect(!result.ok && result.toast.title).toBe('No Data Found');
    expect(lines[0]).toBe('No valid holdings data found in the CSV.');
    expect(lines[1]).toMatch(
      /^Reads: thinkorswim Position Statement, thinkorswim Account Statement, Interactive Brokers TWS portfolio, E\*TRADE PortfolioDownload, Fidelity Portfolio_Positions, Schwab positions/,
    );
    expect(lines[1]).toMatch(/This file's first line: "Instrument,Qty"\.$/);
  });

  it('a long first line is cut; an empty file says so', async () => {
    const long = await readHoldingsFile(file('a.csv', `${'x'.repeat(200)}\n`));
    expect(!long.ok && long.toast.description).toContain(`"${'x'.repeat(80)}…"`);
    const empty = await readHoldingsFile(file('a.csv', ''));
    expect(!empty.ok && empty.toast.description).toContain("This file's first line: (empty).");
  });

  it('a file of options only is not empty (an index-options account)', async () => {
    const text = 'Instrument,Qty,Trade Price\nSPX,,\n100 (Weeklys) 29 APR 22 2400 PUT,-2,1.10\n';
    const result = await readHoldingsFile(file('a.csv', text));
    expect(result.ok && result.parse.options.map((option) => option.ticker)).toEqual(['SPX']);
  });

  it('gives the parse of a good file', async () => {
    const result = await readHoldingsFile(file('a.csv', GOOD));
    expect(result.ok && result.parse.holdings.map((row) => row.ticker)).toEqual(['AMZN']);
  });
});
