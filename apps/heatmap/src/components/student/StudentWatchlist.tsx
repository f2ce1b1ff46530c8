import Stack from '@mui/material/Stack';
import { lazy, Suspense, useMemo } from 'react';
import { useMainFundSymbols, useStocks } from '../../api/queries.js';
import { DataLayout, SectionCard, useDialogTarget } from '@tradeboard/ui';
import { StocksQueryState, watchlistTable } from '../shared/StocksQueryState.js';
import { TrendLegend } from '../shared/TrendLegend.js';
import { stockSymbol, useSortedWatchlist } from '../shared/watchlistRows.js';
import { studentColumns } from './studentColumns.js';

// The dialog (and MUI's Dialog) downloads when a student first opens a symbol's history.
const AnalysisHistoryDialog = lazy(() =>
  import(/* webpackChunkName: "analysis-history" */ './AnalysisHistoryDialog.js').then((module) => ({
    default: module.AnalysisHistoryDialog,
  })),
);

/** The student Heat Map: read-only sortable watchlist; a symbol opens its analysis history. */
export function StudentWatchlist() {
  const stocks = useStocks();
  const mainFund = useMainFundSymbols();
  const mainFundSymbols = mainFund.symbols;
  const history = useDialogTarget<string>();
  const table = watchlistTable(stocks, mainFund);
  const { rows, sort } = useSortedWatchlist(stocks.data, mainFundSymbols);
  const columns = useMemo(() => studentColumns(mainFundSymbols, history.show), [mainFundSymbols, history.show]);
  const count = stocks.data?.length ?? 0;
  // No count until the list is there: '0 stocks' while loading or after a failure would be wrong.
  const subtitle = stocks.data
    ? `${count} ${count === 1 ? 'stock' : 'stocks'} · click a symbol for its analysis history`
    : undefined;

  return (
    <SectionCard title="Weekly Watchlist" subtitle={subtitle}>
      <Stack spacing={2}>
        <TrendLegend />
        {!table.showTable ? (
          <StocksQueryState query={table.waiting} label="Weekly Watchlist" />
        ) : (
          <DataLayout
            label="Weekly Watchlist"
            empty={{ text: 'The watchlist is empty for now. Check back soon.' }}
            rows={rows}
            columns={columns}
            sort={sort}
            rowKey={stockSymbol}
            rowSymbol={stockSymbol}
          />
        )}
      </Stack>
      {history.session > 0 && (
        <Suspense fallback={null}>
          <AnalysisHistoryDialog
            symbol={history.target}
            open={history.open}
            session={history.session}
            onClose={history.close}
            onExited={history.exited}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
