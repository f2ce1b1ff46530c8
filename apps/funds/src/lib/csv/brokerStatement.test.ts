// @vitest-environment node
// The bench statement must stay a file the importer reads completely, or the bench measures nothing.
import { describe, expect, it } from 'vitest';
import { brokerStatement, optionsStatement } from '../../../bench/brokerStatement.js';
import { parseBrokerCsv } from './parseBrokerCsv.js';

describe('the generated bench statement', () => {
  it('parses to one holding per position, every ticker distinct, an option per fifth group, only account rows skipped', () => {
    const { holdings, options, skipped } = parseBrokerCsv(brokerStatement(5000));
    expect(holdings).toHaveLength(5000);
    expect(new Set(holdings.map((holding) => holding.ticker)).size).toBe(5000);
    expect(options).toHaveLength(334);
    expect(new Set(skipped.map((row) => row.reason))).toEqual(new Set(['account row']));
  });

  it('the 5,000-line statement of spreads: every group a holding, every leg an option, nothing but account rows skipped', () => {
    const statement = optionsStatement(5000);
    const parse = parseBrokerCsv(statement.text);
    expect(statement.lines).toBeGreaterThanOrEqual(5000);
    expect(parse.holdings).toHaveLength(statement.holdings);
    expect(parse.options).toHaveLength(statement.options);
    expect(new Set(parse.options.map((o) => o.expiry))).toEqual(new Set(['11/27/2026', '12/18/2026', '12/31/2026']));
    expect(new Set(parse.skipped.map((row) => row.reason))).toEqual(new Set(['account row']));
  });
});
