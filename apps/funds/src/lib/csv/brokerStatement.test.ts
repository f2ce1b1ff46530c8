// @vitest-environment node
// The bench statement must stay a file the importer reads completely, or the bench measures nothing.
import { describe, expect, it } from 'vitest';
import { brokerStatement } from '../../../bench/brokerStatement.js';
import { parseBrokerCsv } from './parseBrokerCsv.js';

describe('the generated bench statement', () => {
  it('parses to one holding per position, every ticker distinct, only option and account rows skipped', () => {
    const { holdings, skipped } = parseBrokerCsv(brokerStatement(5000));
    expect(holdings).toHaveLength(5000);
    expect(new Set(holdings.map((holding) => holding.ticker)).size).toBe(5000);
    expect(new Set(skipped.map((row) => row.reason))).toEqual(new Set(['option line', 'account row']));
  });
});
