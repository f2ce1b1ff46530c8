/**
 * 'Export CSV': the shown holdings as a CSV that parseBrokerCsv reads back to the same holdings
 * (ticker, quantity, trade price, P&L %, P&L Open). Numbers are written in full, unformatted, so
 * nothing is lost; a P&L not set is an empty cell.
 */
import Papa from 'papaparse';
import { isoDateOf, portfolioPercent, todayUsDate } from '@tradeboard/types/core';
import type { Holding } from '@tradeboard/types';

const EXPORT_COLUMNS = [
  'Ticker',
  'Fund',
  'Quantity',
  'Trade Price',
  'P&L %',
  'P&L Open',
  'Portfolio %',
  'Date Opened',
] as const;

type ExportedHolding = Pick<
  Holding,
  'ticker' | 'fund' | 'quantity' | 'tradePrice' | 'pnlPercent' | 'pnlOpen' | 'dateOpened'
>;

const percentCell = (value: number | null) => (value === null ? '' : `${value}%`);
const numberCell = (value: number | null) => (value === null ? '' : String(value));

export function holdingsToCsv(holdings: readonly ExportedHolding[]): string {
  const rows = holdings.map((holding) => [
    holding.ticker,
    holding.fund,
    String(holding.quantity),
    String(holding.tradePrice),
    percentCell(holding.pnlPercent),
    numberCell(holding.pnlOpen),
    `${portfolioPercent(holding, holdings).toFixed(2)}%`,
    holding.dateOpened ?? '',
  ]);
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rows }, { newline: '\n' });
}

/** 'holdings-main-fund-2026-11-23.csv' (or 'holdings-all-funds-...'). */
export function exportFileName(filter: string, today: Date): string {
  const slug = filter
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const day = isoDateOf(todayUsDate(today));
  return `holdings-${slug}-${day}.csv`;
}
