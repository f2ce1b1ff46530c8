/**
 * What the Interactive Brokers, E*TRADE, Fidelity and Schwab parsers share: the rules that turn a
 * broker's position row into a holding or an option (the same ones whatever the broker), and the
 * merging of one ticker held in several accounts of one export.
 */
import { holdingTerm } from '@tradeboard/types/core';
import { formatUs } from '../expiry.js';
import { EXCLUDED_TICKERS } from '../rules.js';
import {
  SKIP_REASONS,
  tickerOf,
  type BrokerCsvParse,
  type BrokerId,
  type ParsedHolding,
  type ParsedOption,
} from '../statement.js';

export interface PositionFigures {
  quantity: number;
  /** Cost per share (per share of the contract for options). */
  price: number;
  pnlPercent: number | null;
  pnlOpen: number | null;
  /** Last / market price per share; null when the file has none. */
  mark: number | null;
}

export interface OptionContract {
  ticker: string;
  optionType: 'CALL' | 'PUT';
  strike: number;
  expiry: Date;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const sumOrNull = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/** The average price of two lots of one position, weighted by their sizes. */
const weighted = (aQuantity: number, aPrice: number, bQuantity: number, bPrice: number) =>
  round((Math.abs(aQuantity) * aPrice + Math.abs(bQuantity) * bPrice) / (Math.abs(aQuantity) + Math.abs(bQuantity)), 4);

export class StatementBuilder {
  private readonly result: BrokerCsvParse;
  private readonly holdingOf = new Map<string, ParsedHolding>();
  private readonly optionOf = new Map<string, ParsedOption>();

  constructor(broker: BrokerId, statementDate: Date | null) {
    this.result = {
      broker,
      statementDate: statementDate ? formatUs(statementDate) : null,
      holdings: [],
      options: [],
      skipped: [],
    };
  }

  skip(line: number, instrument: string, reason: string): void {
    this.result.skipped.push({ line, instrument, reason });
  }

  /**
   * A stock (or fund) row. Whole shares only: a fraction is left out and said so in the skipped list
   * (issue 27; docs/decisions.md). A ticker held in several accounts becomes one holding.
   */
  holding(line: number, symbol: string, figures: PositionFigures): void {
    const ticker = tickerOf(symbol);
    if (ticker === null) return this.skip(line, symbol, SKIP_REASONS.notTicker);
    if (EXCLUDED_TICKERS.has(ticker)) return this.skip(line, symbol, SKIP_REASONS.excludedTicker);
    const whole = Math.trunc(figures.quantity);
    if (whole <= 0) return this.skip(line, symbol, SKIP_REASONS.quantity(figures.quantity));
    if (whole !== figures.quantity) this.skip(line, symbol, SKIP_REASONS.wholeShares(figures.quantity, whole));
    const holding: ParsedHolding = {
      ticker,
      quantity: whole,
      tradePrice: round(figures.price, 4),
      pnlPercent: figures.pnlPercent,
      pnlOpen: figures.pnlOpen,
      optionsLongTerm: holdingTerm(whole),
      currentPrice: figures.mark,
      line,
    };
    const first = this.holdingOf.get(ticker);
    if (first) {
      first.tradePrice = weighted(first.quantity, first.tradePrice, holding.quantity, holding.tradePrice);
      first.quantity += holding.quantity;
      first.pnlOpen = sumOrNull(first.pnlOpen, holding.pnlOpen);
      first.pnlPercent = null; // a percent of two accounts cannot be added
      first.optionsLongTerm = holdingTerm(first.quantity);
      first.currentPrice ??= holding.currentPrice;
      return this.skip(line, symbol, SKIP_REASONS.merged(first.line));
    }
    this.holdingOf.set(ticker, holding);
    this.result.holdings.push(holding);
  }

  option(line: number, instrument: string, contract: OptionContract, figures: PositionFigures): void {
    const ticker = tickerOf(contract.ticker);
    if (ticker === null) return this.skip(line, instrument, SKIP_REASONS.underlying(contract.ticker));
    if (EXCLUDED_TICKERS.has(ticker)) return this.skip(line, instrument, SKIP_REASONS.excludedTicker);
    if (figures.quantity === 0 || !Number.isInteger(figures.quantity))
      return this.skip(
        line,
        instrument,
        figures.quantity === 0 ? SKIP_REASONS.quantity(0) : SKIP_REASONS.fractional(figures.quantity),
      );
    const option: ParsedOption = {
      ticker,
      optionType: contract.optionType,
      strike: contract.strike,
      expiry: formatUs(contract.expiry),
      quantity: figures.quantity,
      price: round(figures.price, 4),
      pnlPercent: figures.pnlPercent,
      pnlOpen: figures.pnlOpen,
      currentPrice: figures.mark,
      line,
      instrument,
    };
    const key = `${ticker}|${option.optionType}|${option.strike}|${option.expiry}`;
    const first = this.optionOf.get(key);
    if (first) {
      first.price = weighted(first.quantity, first.price, option.quantity, option.price);
      first.quantity += option.quantity;
      first.pnlOpen = sumOrNull(first.pnlOpen, option.pnlOpen);
      first.pnlPercent = null;
      return this.skip(line, instrument, SKIP_REASONS.merged(first.line));
    }
    this.optionOf.set(key, option);
    this.result.options.push(option);
  }

  done(): BrokerCsvParse {
    // A merge may net a position to zero (long in one account, short in another).
    this.result.holdings = this.result.holdings.filter((holding) => holding.quantity > 0);
    this.result.options = this.result.options.filter((option) => option.quantity !== 0);
    this.result.skipped.sort((a, b) => a.line - b.line);
    return this.result;
  }
}
