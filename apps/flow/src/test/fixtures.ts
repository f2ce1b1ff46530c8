/**
 * The flow tests' records: the kit's builders (@tradeboard/ui/testing) with fixed ids the tests
 * address ('alert-TSLA', 'holding-NVDA', 'pnl-flow') and the figures their assertions read.
 */
import type { FlowHolding, ManualPnl, UnusualFlow } from '@tradeboard/types';
import { makeFlowHolding, makeManualPnl, makeUnusualFlow } from '@tradeboard/ui/testing';

const STAMP = '2026-11-23T10:00:00.000Z';
const stamps = { createdAt: STAMP, updatedAt: STAMP };

export const makeAlert = (ticker: string, changes: Partial<UnusualFlow> = {}): UnusualFlow =>
  makeUnusualFlow(ticker, {
    id: `alert-${ticker}`,
    strike: 250,
    expiry: '12/18/2026',
    spot: 245.5,
    premium: 1_250_000,
    volume: 5000,
    openInterest: 1200,
    ...stamps,
    ...changes,
  });

export const makeHolding = (ticker: string, changes: Partial<FlowHolding> = {}): FlowHolding =>
  makeFlowHolding(ticker, {
    id: `holding-${ticker}`,
    strike: 150,
    expiry: '12/18/2026',
    quantity: 2,
    price: 3,
    ...stamps,
    ...changes,
  });

export const makeFlowPnl = (changes: Partial<ManualPnl> = {}): ManualPnl =>
  makeManualPnl('FLOW', { id: 'pnl-flow', ytdPnl: 12500, ytdPnlPercent: 8.25, ...stamps, ...changes });
