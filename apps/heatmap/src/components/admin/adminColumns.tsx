import type { Stock } from '@tradeboard/types';
import { isInMainFund } from '../../lib/mainFund.js';
import { PositionBadge } from '../shared/PositionBadge.js';
import { RangeBadge } from '../shared/RangeBadge.js';
import { SymbolButton } from '../shared/SymbolButton.js';
import { TrendChip } from '../shared/TrendChip.js';
import type { WatchlistColumn } from '../shared/watchlistRows.js';
import { AnalysisButton } from './AnalysisButton.js';
import { HourBotToggle } from './HourBotToggle.js';

/** Columns of the admin Weekly Watchlist (SPEC "Admin Heat Map section"). */
export function adminColumns(
  mainFundSymbols: ReadonlySet<string>,
  openAnalysis: (symbol: string) => void,
): WatchlistColumn[] {
  return [
    {
      id: 'stock',
      label: 'Stock',
      sortKey: 'symbol',
      render: (stock: Stock) => <SymbolButton symbol={stock.symbol} onClick={openAnalysis} />,
    },
    { id: 'range', label: 'Range', sortKey: 'range', render: (stock) => <RangeBadge range={stock.range} /> },
    {
      id: 'monthly',
      label: 'Monthly BX',
      sortKey: 'monthlyBX',
      align: 'center',
      tile: { label: 'Monthly', inline: true },
      render: (stock) => <TrendChip code={stock.monthlyBX} />,
    },
    {
      id: 'weekly',
      label: 'Weekly BX',
      sortKey: 'weeklyBX',
      align: 'center',
      tile: { label: 'Weekly', inline: true },
      render: (stock) => <TrendChip code={stock.weeklyBX} />,
    },
    {
      id: 'daily',
      label: 'Daily BX',
      sortKey: 'dailyBX',
      align: 'center',
      tile: { label: 'Daily', inline: true },
      render: (stock) => <TrendChip code={stock.dailyBX} />,
    },
    {
      id: 'main-fund',
      label: 'Main Fund',
      sortKey: 'mainFund',
      align: 'center',
      render: (stock) => <PositionBadge inPosition={isInMainFund(mainFundSymbols, stock.symbol)} />,
    },
    {
      id: 'hour-bot',
      label: '1hr BX Bot',
      sortKey: 'hourBot',
      align: 'center',
      render: (stock) => <HourBotToggle stock={stock} />,
    },
    {
      id: 'analysis',
      label: 'Analysis',
      align: 'center',
      render: (stock) => <AnalysisButton stock={stock} onOpen={openAnalysis} />,
    },
  ];
}
