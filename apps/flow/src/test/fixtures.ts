import type { FlowHolding, ManualPnl, UnusualFlow } from '@tradeboard/types';

const STAMP = '2026-11-23T10:00:00.000Z';

export function makeAlert(ticker: string, changes: Partial<UnusualFlow> = {}): UnusualFlow {
  return {
    id: `alert-${ticker}`,
    ticker,
    optionType: 'CALL',
    strike: 250,
    expiry: '12/18/2026',
    spot: 245.5,
    flowDescription: '',
    flowImage: null,
    premium: 1_250_000,
    volume: 5000,
    openInterest: 1200,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...changes,
  };
}

export function makeHolding(ticker: string, changes: Partial<FlowHolding> = {}): FlowHolding {
  return {
    id: `holding-${ticker}`,
    ticker,
    optionType: 'CALL',
    strike: 150,
    expiry: '12/18/2026',
    quantity: 2,
    price: 3,
    pnlPercent: null,
    pnlOpen: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...changes,
  };
}

export function makeFlowPnl(changes: Partial<ManualPnl> = {}): ManualPnl {
  return { id: 'pnl-flow', fund: 'FLOW', allTimePnl: null, ytdPnl: 12500, ytdPnlPercent: 8.25, startingCapital: null, createdAt: STAMP, updatedAt: STAMP, ...changes };
}
