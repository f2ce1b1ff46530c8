import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  ActivityFundInputSchema,
  DailyActivitySaveSchema,
  ExpirySchema,
  FundFilterQuerySchema,
  FundInputSchema,
  HoldingCreateSchema,
  HoldingUpdateSchema,
  HoldingsImportSchema,
  LoginBodySchema,
  ManualPnlUpdateSchema,
  PortfolioActivityCreateSchema,
  PortfolioActivityParamsSchema,
  StockCreateSchema,
  StockUpdateSchema,
  SymbolSchema,
  TickerSchema,
  FileUrlSchema,
  UrlSchema,
  UsDateSchema,
  alreadyScheduledMessage,
  formatExpiry,
  formatUsDate,
  holdingTerm,
  normaliseUsDate,
} from './index.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('tickers', () => {
  test('are trimmed and upper-cased', () => {
    expect(TickerSchema.parse('  aapl ')).toBe('AAPL');
    expect(TickerSchema.parse('brk.b')).toBe('BRK.B');
  });

  test('must be 1 to 6 letters', () => {
    for (const bad of ['GOOGLEX', 'AB1', 'A B', 'BRK.BB', '$TSLA', 'BRK.']) {
      expect(messages(TickerSchema.safeParse(bad))).toEqual(['Ticker must be 1 to 6 letters']);
    }
  });

  test('blank gives one "required" message, the watchlist symbol its own', () => {
    expect(messages(TickerSchema.safeParse('   '))).toEqual(['Ticker is required']);
    expect(messages(SymbolSchema.safeParse(''))).toEqual(['Please enter a stock symbol.']);
    expect(messages(SymbolSchema.safeParse(undefined))).toEqual(['Please enter a stock symbol.']);
  });
});

describe('funds', () => {
  test("'✅ Main Fund' is stored as 'Main Fund'", () => {
    expect(FundInputSchema.parse('✅ Main Fund')).toBe('Main Fund');
    expect(ActivityFundInputSchema.parse('✅ Main Fund')).toBe('Main Fund');
    expect(HoldingCreateSchema.parse({ fund: '✅ Main Fund', ticker: 'nvda', quantity: 5, tradePrice: 10 }).fund).toBe(
      'Main Fund',
    );
  });

  test('FLOW is a fund only for P&L and activity', () => {
    expect(ActivityFundInputSchema.parse('FLOW')).toBe('FLOW');
    expect(FundInputSchema.safeParse('FLOW').success).toBe(false);
    expect(messages(FundInputSchema.safeParse('Hedge Fund'))[0]).toMatch(/^Fund must be one of: Main Fund/);
  });

  test('holdings default to the Main Fund and the filter ignores All Funds', () => {
    expect(HoldingCreateSchema.parse({ ticker: 'A', quantity: 1, tradePrice: 0 }).fund).toBe('Main Fund');
    expect(FundFilterQuerySchema.parse({ fund: 'All Funds' }).fund).toBeUndefined();
    expect(FundFilterQuerySchema.parse({ fund: 'Value Fund' }).fund).toBe('Value Fund');
  });
});

describe('dates', () => {
  test('MM/DD/YYYY, one-digit parts normalised', () => {
    expect(UsDateSchema.parse('6/2/2025')).toBe('06/02/2025');
    expect(normaliseUsDate('12/31/2024')).toBe('12/31/2024');
  });

  test('impossible or differently formatted dates are rejected', () => {
    for (const bad of ['02/30/2025', '13/01/2025', '2025-06-02', '06-02-2025', '6/2/25']) {
      expect(messages(UsDateSchema.safeParse(bad))).toEqual(['Date must be MM/DD/YYYY']);
    }
    expect(UsDateSchema.safeParse('02/29/2024').success).toBe(true);
  });

  test('formatUsDate uses the local calendar day', () => {
    expect(formatUsDate(new Date(2025, 0, 5, 23, 59))).toBe('01/05/2025');
  });

  test('expiry accepts ISO and US forms; ISO is shown in US form', () => {
    expect(ExpirySchema.parse('2025-06-20')).toBe('2025-06-20');
    expect(ExpirySchema.parse('6/20/2025')).toBe('06/20/2025');
    expect(ExpirySchema.safeParse('June 20').success).toBe(false);
    expect(formatExpiry('2025-06-20')).toBe('06/20/2025');
    expect(formatExpiry('06/20/2025')).toBe('06/20/2025');
  });
});

describe('Long Term', () => {
  test('only when quantity exceeds 1000', () => {
    expect(holdingTerm(1000)).toBe('Options');
    expect(holdingTerm(1001)).toBe('Long Term');
    expect(holdingTerm(1)).toBe('Options');
  });
});

describe('request bodies', () => {
  test('partial updates stay partial (no defaults filled in) and must not be empty', () => {
    expect(HoldingUpdateSchema.parse({ dateOpened: '1/2/2025' })).toEqual({ dateOpened: '01/02/2025' });
    expect(StockUpdateSchema.parse({ hourBotPosition: true })).toEqual({ hourBotPosition: true });
    expect(messages(StockUpdateSchema.safeParse({}))).toEqual(['Provide at least one field to update']);
  });

  test('analysis text is limited to 1000 characters', () => {
    expect(StockUpdateSchema.safeParse({ analysisText: 'x'.repeat(1000) }).success).toBe(true);
    expect(messages(StockUpdateSchema.safeParse({ analysisText: 'x'.repeat(1001) }))).toEqual([
      'Analysis text must be at most 1000 characters',
    ]);
  });

  test('stock create needs only a symbol; enums are checked', () => {
    expect(StockCreateSchema.parse({ symbol: ' tsla ' })).toEqual({ symbol: 'TSLA' });
    expect(StockCreateSchema.safeParse({ symbol: 'TSLA', monthlyBX: 'XX' }).success).toBe(false);
    expect(StockCreateSchema.safeParse({ symbol: 'TSLA', range: 'Fair Value', dailyBX: null }).success).toBe(true);
  });

  test('holding quantities are positive integers', () => {
    const base = { ticker: 'A', tradePrice: 1 };
    expect(HoldingCreateSchema.safeParse({ ...base, quantity: 1.5 }).success).toBe(false);
    expect(HoldingCreateSchema.safeParse({ ...base, quantity: 0 }).success).toBe(false);
    expect(HoldingCreateSchema.safeParse({ ...base, dateOpened: '', quantity: 3 }).data?.dateOpened).toBeNull();
  });

  test('an import reports the bad row by its index path', () => {
    const result = HoldingsImportSchema.safeParse({
      fund: 'Main Fund',
      holdings: [
        { ticker: 'AAPL', quantity: 1, tradePrice: 1 },
        { ticker: 'NOT A TICKER', quantity: 1, tradePrice: 1 },
      ],
    });
    expect(result.error?.issues[0]?.path).toEqual(['holdings', 1, 'ticker']);
  });

  test('daily activity de-duplicates and rejects a ticker in both lists', () => {
    const saved = DailyActivitySaveSchema.parse({ fund: 'FLOW', date: '06/02/2025', addedPositions: ['spy', 'SPY'] });
    expect(saved).toEqual({ fund: 'FLOW', date: '06/02/2025', addedPositions: ['SPY'], removedPositions: [] });
    expect(
      DailyActivitySaveSchema.safeParse({
        fund: 'FLOW',
        date: '06/02/2025',
        addedPositions: ['A'],
        removedPositions: ['a'],
      }).success,
    ).toBe(false);
  });

  test('login messages', () => {
    expect(messages(LoginBodySchema.safeParse({ username: ' ', password: '' }))).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });

  test('links are stored files or http(s) URLs; file fields take stored files only', () => {
    const accepted = (schema: z.ZodType, text: string) => schema.safeParse(text).success;
    expect(accepted(UrlSchema, '/uploads/a.png')).toBe(true);
    expect(accepted(UrlSchema, 'https://youtu.be/x')).toBe(true);
    expect(accepted(UrlSchema, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(accepted(FileUrlSchema, '/uploads/pdfs/f00d-cheat-sheet.pdf')).toBe(true);
    expect(accepted(FileUrlSchema, 'https://cdn.example/x.png')).toBe(false);
    for (const schema of [UrlSchema, FileUrlSchema]) {
      for (const hostile of [
        'javascript:alert(1)',
        '//evil.example/a.png',
        // Browsers treat a backslash after the first slash as '//', and drop tabs and newlines: another host.
        '/\\evil.example/x.png',
        '/\\/evil.example/x.png',
        ' /\\evil.example',
        '/\t/evil.example/x.pdf',
        '/uploads/\t/x.pdf',
        '/\n/evil.example/x.pdf',
        '/uploads/a\u0085b.pdf',
        // API routes are not files: an <img> or a 'View' link there would start a backup.
        '/api/backup',
        '/uploads/../api/backup',
        '/uploads/%2e%2e/api/backup',
        '/uploads/%2E%2E/api/backup',
        '/%61pi/backup',
        '/uploads/a\\b.png',
        'https://exa\tmple.com/x.pdf',
        'https://',
      ]) {
        expect(accepted(schema, hostile), JSON.stringify(hostile)).toBe(false);
      }
    }
    expect(messages(UrlSchema.safeParse('/\t/evil.example/x.pdf'))).toEqual([
      "URL must be a stored file ('/uploads/...') or an http(s):// address",
    ]);
    expect(messages(FileUrlSchema.safeParse('https://cdn.example/x.png'))).toEqual([
      "URL must be a stored file ('/uploads/...')",
    ]);
  });

  test('a manual P&L PATCH needs at least one field', () => {
    expect(messages(ManualPnlUpdateSchema.safeParse({}))).toEqual(['Provide at least one field to update']);
    expect(ManualPnlUpdateSchema.parse({ ytdPnl: null })).toEqual({ ytdPnl: null });
  });

  test('portfolio activity details are JSON text, an object (stored as JSON text) or null', () => {
    const base = { fund: 'Main Fund', date: '06/02/2025', activityType: 'holding_added', ticker: 'AAPL' };
    expect(PortfolioActivityCreateSchema.parse({ ...base, details: '{"quantity":10}' }).details).toBe(
      '{"quantity":10}',
    );
    expect(PortfolioActivityCreateSchema.parse({ ...base, details: { quantity: 10 } }).details).toBe('{"quantity":10}');
    expect(PortfolioActivityCreateSchema.parse({ ...base, details: null }).details).toBeNull();
    for (const bad of ['bought some', '{quantity: 10}', '']) {
      expect(messages(PortfolioActivityCreateSchema.safeParse({ ...base, details: bad })), bad).toEqual([
        'details must be JSON text',
      ]);
    }
  });

  test('portfolio activity days: digits only, 1 to the maximum, with clear messages', () => {
    const days = (value: string) => PortfolioActivityParamsSchema.safeParse({ fund: 'Main Fund', days: value });
    expect(days('7').data?.days).toBe(7);
    expect(days('366').data?.days).toBe(366);
    for (const bad of ['1e2', '0x10', 'abc', ' 7', '7.5', '-1', ''])
      expect(messages(days(bad)), bad).toEqual(['Days must be a whole number']);
    expect(messages(days('0'))).toEqual(['Days must be at least 1']);
    expect(messages(days('367'))).toEqual(['Days must be at most 366']);
  });

  test('trend codes and ranges name the field in their message', () => {
    const result = StockUpdateSchema.safeParse({ monthlyBX: 'UP', weeklyBX: 'hh', dailyBX: 'X', range: 'Cheap' });
    expect(messages(result)).toEqual([
      'Range must be one of Discount Range, Fair Value, Premium Range',
      'Monthly BX must be one of HH, HL, LH, LL',
      'Weekly BX must be one of HH, HL, LH, LL',
      'Daily BX must be one of HH, HL, LH, LL',
    ]);
    expect(StockCreateSchema.parse({ symbol: 'A', monthlyBX: 'HH', range: null })).toMatchObject({
      monthlyBX: 'HH',
      range: null,
    });
  });

  test('next-session duplicate message', () => {
    expect(alreadyScheduledMessage('AAPL', 'add')).toBe('AAPL is already scheduled to be added');
    expect(alreadyScheduledMessage('AAPL', 'remove')).toBe('AAPL is already scheduled to be removed');
  });
});
