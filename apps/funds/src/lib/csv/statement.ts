/**
 * The one output shape of every broker parser (thinkorswim, Interactive Brokers, E*TRADE, Fidelity,
 * Schwab): the stock holdings, the option positions and every row left out with its reason.
 */
import { TICKER_INPUT_PATTERN, type HoldingTerm, type OptionType } from '@tradeboard/types/core';

export const BROKERS = ['thinkorswim', 'tdaAccount', 'ibkr', 'etrade', 'fidelity', 'schwab', 'generic'] as const;
export type BrokerId = (typeof BROKERS)[number];

export const BROKER_NAMES: Record<BrokerId, string> = {
  thinkorswim: 'thinkorswim Position Statement',
  tdaAccount: 'thinkorswim Account Statement',
  ibkr: 'Interactive Brokers TWS portfolio',
  etrade: 'E*TRADE PortfolioDownload',
  fidelity: 'Fidelity Portfolio_Positions',
  schwab: 'Schwab positions',
  generic: 'CSV with Symbol, Quantity and Price columns',
};

export interface ParsedHolding {
  ticker: string;
  quantity: number;
  tradePrice: number;
  pnlPercent: number | null;
  pnlOpen: number | null;
  optionsLongTerm: HoldingTerm;
  /** The statement's Mark / last price; null when it has none. */
  currentPrice: number | null;
  /** 1-based line of the ticker row in the file. */
  line: number;
}

export interface ParsedOption {
  /** The underlying. */
  ticker: string;
  optionType: OptionType;
  strike: number;
  /** MM/DD/YYYY */
  expiry: string;
  /** Contracts; negative for a short leg. */
  quantity: number;
  price: number;
  pnlPercent: number | null;
  pnlOpen: number | null;
  currentPrice: number | null;
  line: number;
  /** The option's description as written in the file. */
  instrument: string;
}

export interface SkippedRow {
  line: number;
  /** The instrument cell as written in the file. */
  instrument: string;
  reason: string;
}

export interface BrokerCsvParse {
  broker: BrokerId;
  /** The statement's date as MM/DD/YYYY, when the file says it. */
  statementDate: string | null;
  holdings: ParsedHolding[];
  options: ParsedOption[];
  skipped: SkippedRow[];
}

/** Reasons shared by the parsers, so the preview reads the same whatever the broker. */
export const SKIP_REASONS = {
  accountRow: 'account row',
  optionLine: 'option line',
  excludedTicker: 'excluded ticker',
  notTicker: 'not a ticker',
  quantity: (quantity: number) => `quantity ${quantity}`,
  fractional: (quantity: number) => `quantity ${quantity} is not a whole number`,
  duplicate: (line: number) => `ticker listed twice (first on line ${line})`,
  optionDuplicate: (line: number) => `option listed twice (first on line ${line})`,
  futures: 'futures: not a stock or stock option',
  futuresOption: 'futures option: not a stock or stock option',
  forex: 'forex: not a stock or stock option',
  unreadableOption: 'option line not understood',
  noUnderlying: 'option line without an underlying ticker above it',
  underlying: (symbol: string) => `underlying ${symbol} is not a ticker`,
  otherAsset: (kind: string) => `${kind}: not a stock or stock option`,
  taxLot: 'tax lot (the position row above counts)',
  wholeShares: (quantity: number, whole: number) =>
    `imported as ${whole} shares: the fund counts whole shares (${quantity} in the file)`,
  merged: (line: number) => `added to the same position on line ${line} (another account)`,
  total: 'total row',
  cash: 'cash or money market',
  noPrice: 'no trade price',
} as const;

/**
 * A broker's symbol as a stored ticker: '$SPX.X' (an index) -> 'SPX', 'BRK/B' or 'BRK B' -> 'BRK.B';
 * null when it is not one (futures '/ES', forex 'EUR/USD', CUSIPs).
 */
export function tickerOf(symbol: string): string | null {
  let text = symbol.trim().toUpperCase();
  if (text.startsWith('/')) return null;
  text = text.replace(/^\$/, '').replace(/\.X$/, '');
  text = text.replace(/^([A-Z]{1,5})[/ ]([A-Z])$/, '$1.$2');
  return TICKER_INPUT_PATTERN.test(text) ? text : null;
}

/** Forex pairs as brokers write them: 'EUR/USD', 'USD/JPY'. */
export const isForexPair = (symbol: string) => /^[A-Z]{3}\/[A-Z]{3}$/.test(symbol.trim().toUpperCase());
