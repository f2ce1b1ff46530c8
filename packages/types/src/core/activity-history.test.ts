import { describe, expect, test } from 'vitest';
import {
  activityTone,
  emptyHistoryText,
  groupActivityHistory,
  parseActivityDetails,
  type HistoryEntryInput,
} from './activity-history.js';

const entry = (overrides: Partial<HistoryEntryInput>): HistoryEntryInput => ({
  id: 'a1',
  date: '06/02/2025',
  activityType: 'holding_added',
  ticker: 'AAPL',
  details: null,
  createdAt: '2025-06-02T10:00:00.000Z',
  ...overrides,
});

describe('groupActivityHistory', () => {
  test('groups by date, newest date first, across a year boundary', () => {
    const days = groupActivityHistory([
      entry({ id: 'a', date: '12/31/2024' }),
      entry({ id: 'b', date: '01/02/2025' }),
      entry({ id: 'c', date: '12/31/2024' }),
      entry({ id: 'd', date: '01/01/2025' }),
    ]);
    expect(days.map((day) => [day.date, day.entries.map((e) => e.id)])).toEqual([
      ['01/02/2025', ['b']],
      ['01/01/2025', ['d']],
      ['12/31/2024', ['a', 'c']],
    ]);
  });

  test('inside a date, newest created first', () => {
    const [day] = groupActivityHistory([
      entry({ id: 'early', createdAt: '2025-06-02T09:00:00.000Z' }),
      entry({ id: 'late', createdAt: '2025-06-02T15:00:00.000Z' }),
      entry({ id: 'noon', createdAt: '2025-06-02T12:00:00.000Z' }),
    ]);
    expect(day!.entries.map((e) => e.id)).toEqual(['late', 'noon', 'early']);
  });

  test('labels and tones: green added, red removed, blue modified, grey (Unknown Activity) otherwise', () => {
    const types = [
      'holding_added',
      'option_removed',
      'holding_modified',
      'option_added',
      'holding_removed',
      'option_modified',
      'dividend_paid',
    ];
    const [day] = groupActivityHistory(
      types.map((activityType, index) =>
        entry({ id: String(index), activityType, createdAt: `2025-06-02T1${index}:00:00.000Z` }),
      ),
    );
    expect(day!.entries.map((e) => [e.activityType, e.label, e.tone]).reverse()).toEqual([
      ['holding_added', 'Holding Added', 'added'],
      ['option_removed', 'Option Removed', 'removed'],
      ['holding_modified', 'Holding Modified', 'modified'],
      ['option_added', 'Option Added', 'added'],
      ['holding_removed', 'Holding Removed', 'removed'],
      ['option_modified', 'Option Modified', 'modified'],
      ['dividend_paid', 'Unknown Activity', 'other'],
    ]);
  });

  test('details are parsed from the JSON text', () => {
    const [day] = groupActivityHistory([
      entry({
        activityType: 'option_added',
        details: JSON.stringify({ quantity: 2, price: 1.5, strike: 500, expiry: '06/20/2025', optionType: 'CALL' }),
      }),
    ]);
    expect(day!.entries[0]!.details).toEqual({
      quantity: 2,
      price: 1.5,
      strike: 500,
      expiry: '06/20/2025',
      optionType: 'CALL',
    });
  });

  test('no entries, no days', () => {
    expect(groupActivityHistory([])).toEqual([]);
  });
});

describe('activityTone', () => {
  test('an unknown type that looks like a known one is still grey', () => {
    expect(activityTone('stock_added')).toBe('other');
    expect(activityTone('')).toBe('other');
  });
});

describe('parseActivityDetails', () => {
  test('null, malformed or non-object JSON give no details', () => {
    expect(parseActivityDetails(null)).toEqual({});
    expect(parseActivityDetails('{not json')).toEqual({});
    expect(parseActivityDetails('[1,2]')).toEqual({});
    expect(parseActivityDetails('"text"')).toEqual({});
  });

  test('keeps only known fields of the right kind; "type" is read as the option type', () => {
    expect(
      parseActivityDetails(
        JSON.stringify({ quantity: '10', price: 3, strike: null, expiry: '', type: 'PUT', changes: { a: 1 } }),
      ),
    ).toEqual({ price: 3, optionType: 'PUT' });
  });

  test("reads what an edit changed: each field's new value, null when cleared (issue 28)", () => {
    const details = JSON.stringify({
      quantity: 40,
      price: 182.35,
      changes: { dateOpened: { from: null, to: '03/11/2026' }, pnlOpen: { from: 5, to: null }, bad: { to: {} } },
    });
    expect(parseActivityDetails(details).changes).toEqual([
      { field: 'dateOpened', to: '03/11/2026' },
      { field: 'pnlOpen', to: null },
    ]);
  });
});

test('the empty text names the window', () => {
  expect(emptyHistoryText(7)).toBe('No portfolio activity recorded in the last 7 days.');
  expect(emptyHistoryText(30)).toBe('No portfolio activity recorded in the last 30 days.');
});
