import { describe, expect, test } from 'vitest';
import { HoldingsImportSchema } from '@tradeboard/types';
import { Types } from 'mongoose';
import { ApiError } from '../http/errors.js';
import { importValidationBody, planHoldingsImport, planOperations, type StoredHolding } from './holdings-import.js';

const stored = (ticker: string): StoredHolding => ({
  _id: new Types.ObjectId(),
  fund: 'Main Fund',
  ticker,
  quantity: 1,
  tradePrice: 1,
  entryPrice: null,
  shares: null,
  currentPrice: 2,
  pnlPercent: 1,
  pnlOpen: 1,
  optionsLongTerm: 'Options',
  dateOpened: '01/02/2024',
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('import plan', () => {
  test('updates tickers already in the fund, creates new ones, removes the ones missing from the file', () => {
    const existing = [stored('AAPL'), stored('GONE')];
    const plan = planHoldingsImport(existing, 'Main Fund', [
      { ticker: 'AAPL', quantity: 1500, tradePrice: 10, pnlPercent: -2 },
      { ticker: 'NEW', quantity: 5, tradePrice: 3, pnlOpen: 7 },
    ]);
    expect(plan.results).toEqual({ updated: 1, created: 1, removed: 1, unchanged: 0 });
    expect(plan.updates).toEqual([
      {
        id: existing[0]!._id,
        set: { quantity: 1500, tradePrice: 10, pnlPercent: -2, pnlOpen: null, optionsLongTerm: 'Long Term' },
      },
    ]);
    expect(plan.creates).toEqual([
      {
        fund: 'Main Fund',
        ticker: 'NEW',
        dateOpened: null,
        quantity: 5,
        tradePrice: 3,
        pnlPercent: null,
        pnlOpen: 7,
        optionsLongTerm: 'Options',
      },
    ]);
    expect(plan.removes).toEqual([existing[1]!._id]);
    // Deletes first, then updates: one ordered bulk write (the creates are inserted after it).
    expect(planOperations(plan).map((op) => Object.keys(op)[0])).toEqual(['deleteOne', 'updateOne']);
  });

  test('a ticker listed twice is rejected, naming both rows', () => {
    try {
      planHoldingsImport([], 'Value Fund', [
        { ticker: 'AAA', quantity: 1, tradePrice: 1 },
        { ticker: 'BBB', quantity: 1, tradePrice: 1 },
        { ticker: 'AAA', quantity: 2, tradePrice: 1 },
      ]);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(400);
      expect((err as ApiError).message).toBe('Row 3 (AAA): AAA is already in row 1');
      expect((err as ApiError).issues?.[0]?.path).toEqual(['holdings', 2, 'ticker']);
    }
  });
});

describe('import validation messages', () => {
  test('name the row (1-based) and its ticker as sent', () => {
    const raw = {
      fund: 'Main Fund',
      holdings: [
        { ticker: 'ok', quantity: 1, tradePrice: 1 },
        { ticker: ' msft ', quantity: 1.5, tradePrice: 1 },
        { quantity: 1, tradePrice: -1 },
      ],
    };
    const result = HoldingsImportSchema.safeParse(raw);
    expect(result.success).toBe(false);
    const body = importValidationBody(result.error!, raw);
    expect(body.message).toBe(
      'Row 2 (MSFT): Quantity must be a whole number greater than 0; Row 3: Ticker is required; Row 3: Price must be a number of at least 0',
    );
    expect(body.issues.map((issue) => issue.path)).toEqual([
      ['holdings', 1, 'quantity'],
      ['holdings', 2, 'ticker'],
      ['holdings', 2, 'tradePrice'],
    ]);
  });

  test('issues outside the rows keep their message', () => {
    const raw = { fund: 'Nope', holdings: [] };
    const body = importValidationBody(HoldingsImportSchema.safeParse(raw).error!, raw);
    expect(body.message).toBe(
      'Fund must be one of: Main Fund, Growth Fund, Value Fund, Income Fund, Balanced Fund; No valid holdings data found in the CSV.',
    );
  });
});
