/** Entity builders for the funds tests (complete API shapes with sensible defaults). */
import type { Holding, ManualPnl, OptionPosition } from '@tradeboard/types';

let nextId = 1;
const id = () => `id${String(nextId++).padStart(4, '0')}`;
const STAMP = '2026-11-20T15:00:00.000Z';

export function makeHolding(fields: Partial<Holding> & Pick<Holding, 'ticker'>): Holding {
  const quantity = fields.quantity ?? 10;
  return {
    id: id(),
    fund: 'Main Fund',
    quantity,
    tradePrice: 100,
    entryPrice: null,
    shares: null,
    currentPrice: null,
    pnlPercent: null,
    pnlOpen: null,
    optionsLongTerm: quantity > 1000 ? 'Long Term' : 'Options',
    dateOpened: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  };
}

export function makeOption(fields: Partial<OptionPosition> & Pick<OptionPosition, 'ticker'>): OptionPosition {
  return {
    id: id(),
    fund: 'Main Fund',
    optionType: 'CALL',
    strike: 100,
    expiry: '2026-12-18',
    quantity: 1,
    price: 2,
    pnlPercent: null,
    pnlOpen: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  };
}

export function makeManualPnl(fields: Partial<ManualPnl> = {}): ManualPnl {
  return {
    id: id(),
    fund: 'Main Fund',
    allTimePnl: null,
    ytdPnl: null,
    ytdPnlPercent: null,
    startingCapital: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  };
}
