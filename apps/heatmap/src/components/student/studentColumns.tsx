import { isInMainFund } from '../../lib/mainFund.js';
import { PositionBadge } from '../shared/PositionBadge.js';
import { RangeBadge } from '../shared/RangeBadge.js';
import { SymbolButton } from '../shared/SymbolButton.js';
import { TrendChip } from '../shared/TrendChip.js';
import type { WatchlistColumn } from '../shared/watchlistRows.js';

/** Read-only columns of the student Heat Map, upper-case headers as in SPEC. */
export function studentColumns(
  mainFundSymbols: ReadonlySet<string>,
  openHistory: (symbol: string) => void,
): WatchlistColumn[] {
  return [
    {
      id: 'stock',
      label: 'STOCK',
      sortKey: 'symbol',
      render: (stock) => <SymbolButton symbol={stock.symbol} onClick={openHistory} />,
    },
    { id: 'range', label: 'RANGE', sortKey: 'range', render: (stock) => <RangeBadge range={stock.range} /> },
    {
      id: 'monthly',
      label: 'MONTHLY BX',
      sortKey: 'monthlyBX',
      align: 'center',
      tile: { label: 'MONTHLY', inline: true },
      render: (stock) => <TrendChip code={stock.monthlyBX} />,
    },
    {
      id: 'weekly',
      label: 'WEEKLY BX',
      sortKey: 'weeklyBX',
      align: 'center',
      tile: { label: 'WEEKLY', inline: true },
      render: (stock) => <TrendChip code={stock.weeklyBX} />,
    },
    {
      id: 'daily',
      label: 'DAILY BX',
      sortKey: 'dailyBX',
      align: 'center',
      tile: { label: 'DAILY', inline: true },
      render: (stock) => <TrendChip code={stock.dailyBX} />,
    },
    {
      id: 'main-fund',
      label: 'MAIN FUND',
      sortKey: 'mainFund',
      align: 'center',
      render: (stock) => <PositionBadge inPosition={isInMainFund(mainFundSymbols, stock.symbol)} />,
    },
    {
      id: 'hour-bot',
      label: '1HR BX BOT',
      sortKey: 'hourBot',
      align: 'center',
      render: (stock) => <PositionBadge inPosition={stock.hourBotPosition} />,
    },
  ];
}
