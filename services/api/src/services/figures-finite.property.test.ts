/**
 * Property test (fast-check): whatever holdings and flow positions the shared schemas accept (every
 * number within NUMBER_LIMITS, tiny prices and extreme percents included), every figure the API
 * computes from them is a finite number, so JSON never turns one into null.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  FUNDS,
  FlowHoldingCreateSchema,
  HoldingCreateSchema,
  NUMBER_LIMITS,
  flowPortfolioSummary,
  flowTopPerformers,
  portfolioPercent,
  type FlowHoldingCreateInput,
  type HoldingCreateInput,
} from '@tradeboard/types';
import {
  computePortfolioMetrics,
  dashboardTopPerformers,
  fundSummaries,
  type HoldingRecord,
} from './portfolio-metrics.js';
import { summariseFund } from './student-insights.js';

/** Any double in [min, max], edges and tiny magnitudes included (fast-check biases towards them). */
const double = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const money = double(-NUMBER_LIMITS.money, NUMBER_LIMITS.money);
const price = double(0, NUMBER_LIMITS.money);
const positive = double(Number.MIN_VALUE, NUMBER_LIMITS.money);
const percent = double(-NUMBER_LIMITS.percent, NUMBER_LIMITS.percent);
const quantity = fc.integer({ min: 1, max: NUMBER_LIMITS.quantity });
const ticker = fc.stringMatching(/^[A-Za-z]{1,6}$/);

const holdingInput: fc.Arbitrary<HoldingCreateInput> = fc.record({
  fund: fc.constantFrom(...FUNDS),
  ticker,
  quantity,
  tradePrice: price,
  entryPrice: fc.option(price),
  currentPrice: fc.option(price),
  pnlPercent: fc.option(percent),
  pnlOpen: fc.option(money),
});

const flowInput: fc.Arbitrary<FlowHoldingCreateInput> = fc.record({
  ticker,
  optionType: fc.constantFrom('CALL', 'PUT'),
  strike: positive,
  expiry: fc.constant('06/20/2025'),
  quantity,
  price: positive,
  pnlPercent: fc.option(percent),
  pnlOpen: fc.option(money),
});

/** What the API stores: the schema's output (so the generators cannot drift from the rules). */
const asStored = (input: HoldingCreateInput, index: number): HoldingRecord => {
  const parsed = HoldingCreateSchema.parse(input);
  return {
    _id: `h${index}`,
    ...parsed,
    entryPrice: parsed.entryPrice ?? null,
    currentPrice: parsed.currentPrice ?? null,
    pnlPercent: parsed.pnlPercent ?? null,
    pnlOpen: parsed.pnlOpen ?? null,
  };
};

function expectAllFinite(value: unknown, where: string): void {
  if (typeof value === 'number') expect(Number.isFinite(value), `${where} = ${value}`).toBe(true);
  else if (Array.isArray(value)) value.forEach((item, index) => expectAllFinite(item, `${where}[${index}]`));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) expectAllFinite(item, `${where}.${key}`);
}

describe('figures stay finite for every input the schemas accept', () => {
  test('portfolio metrics, daily P&L against a snapshot, fund summaries, top performers, Portfolio %', () => {
    fc.assert(
      fc.property(fc.array(holdingInput, { maxLength: 40 }), fc.option(money), (inputs, previousValue) => {
        const holdings = inputs.map(asStored);
        const previous = previousValue === null ? null : { date: '06/01/2025', totalValue: previousValue };
        const metrics = computePortfolioMetrics({
          holdings,
          stocks: [],
          previous,
          today: '06/02/2025',
          now: new Date(),
        });
        expectAllFinite(metrics, 'metrics');
        expectAllFinite(fundSummaries(holdings), 'fundSummaries');
        expectAllFinite(dashboardTopPerformers(holdings), 'topPerformers');
        expectAllFinite(summariseFund(holdings), 'summariseFund');
        expectAllFinite(
          holdings.map((holding) => portfolioPercent(holding, holdings)),
          'portfolioPercent',
        );
        // The snapshot stored from today's figures feeds tomorrow's daily P&L: it must be finite too.
        const tomorrow = computePortfolioMetrics({
          holdings,
          stocks: [],
          previous: { date: '06/02/2025', totalValue: metrics.totalValue },
          today: '06/03/2025',
          now: new Date(),
        });
        expectAllFinite(tomorrow, 'tomorrow');
      }),
      { numRuns: 300 },
    );
  });

  test('flow P&L per position, the flow summary and the flow top performers', () => {
    fc.assert(
      fc.property(fc.array(flowInput, { maxLength: 40 }), (inputs) => {
        const positions = inputs.map((input) => FlowHoldingCreateSchema.parse(input));
        expectAllFinite(flowPortfolioSummary(positions), 'flowPortfolioSummary');
        expectAllFinite(flowTopPerformers(positions, positions.length), 'flowTopPerformers');
      }),
      { numRuns: 300 },
    );
  });
});
