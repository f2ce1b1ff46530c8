// @vitest-environment node
// The bench statement must stay a file the importer reads completely, or the bench measures nothing.
import { describe, expect, it } from 'vitest';
import { brokerStatement } from '../../../bench/brokerStatement.js';
import { parseBrokerCsv } from './parseBrokerCsv.js';

describe('the generated bench statement', () => {
  it('parses to one holding per position, every ticker distinct, an option per fifth group, only account rows skipped', () => {
    const { holdings, options, skipped } = parseBrokerCsv(brokerStatement(5000));
    expect(holdings).toHaveLength(5000);
    expect(new Set(holdings.map((holding) => holding.ticker)).size).toBe(5000);
    expect(options).toHaveLength(334);
    expect(new Set(skipped.map((row) => row.reason))).toEqual(new Set(['account row']));
  });
});
