// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBrokerCsv } from '../csv/parseBrokerCsv.js';
import { buildImportPreview, changesPosition, importBody } from './importPreview.js';
import { makeHolding } from '@tradeboard/ui/testing';

const statement = [
  'Instrument,Qty,Trade Price,P/L %,P/L Open',
  'AMZN,+40,182.35,+17.41%,"$1,270.00"',
  'META,+15,$512.00,,',
  'NIO,+5,4.00,,',
  'QQQ,,,,',
].join('\n');
const stored = [
  makeHolding('AMZN', { quantity: 30, tradePrice: 180 }),
  makeHolding('XOM', { quantity: 60, tradePrice: 104 }),
  makeHolding('META', { fund: 'Growth Fund', quantity: 1, tradePrice: 1 }),
];

describe('import preview', () => {
  const preview = buildImportPreview('Main Fund', stored, parseBrokerCsv(statement));

  it('compares the file with the target fund only: New, Updated (old and new), Removed', () => {
    expect(preview.created.map((row) => row.ticker)).toEqual(['META']);
    expect(
      preview.updated.map(({ before, after }) => [
        after.ticker,
        before.quantity,
        after.quantity,
        before.tradePrice,
        after.tradePrice,
      ]),
    ).toEqual([['AMZN', 30, 40, 180, 182.35]]);
    expect(preview.removed.map((holding) => holding.ticker)).toEqual(['XOM']);
  });

  it('carries the skipped rows with their reasons', () => {
    expect(preview.skipped.map(({ instrument, reason }) => `${instrument}: ${reason}`)).toEqual([
      'NIO: excluded ticker',
      'QQQ: quantity 0',
    ]);
  });

  it('tells an update that changes the position from one that does not', () => {
    const same = buildImportPreview(
      'Main Fund',
      [makeHolding('AMZN', { quantity: 40, tradePrice: 182.35, pnlPercent: 17.41, pnlOpen: 1270 })],
      parseBrokerCsv(statement),
    );
    expect(same.updated.map(changesPosition)).toEqual([false]);
    expect(preview.updated.map(changesPosition)).toEqual([true]);
  });

  it('builds the POST /api/holdings/import body for the target fund', () => {
    expect(importBody(buildImportPreview('Growth Fund', stored, parseBrokerCsv(statement)))).toEqual({
      fund: 'Growth Fund',
      holdings: [
        {
          fund: 'Growth Fund',
          ticker: 'AMZN',
          quantity: 40,
          tradePrice: 182.35,
          pnlPercent: 17.41,
          pnlOpen: 1270,
          optionsLongTerm: 'Options',
        },
        {
          fund: 'Growth Fund',
          ticker: 'META',
          quantity: 15,
          tradePrice: 512,
          pnlPercent: null,
          pnlOpen: null,
          optionsLongTerm: 'Options',
        },
      ],
    });
  });
});
