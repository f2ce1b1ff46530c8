import Stack from '@mui/material/Stack';
import type { ParcelProps } from '@tradeboard/ui';
import { useMainFundSymbols, useStocks } from '../api/queries.js';
import { AdminWatchlist } from '../components/admin/AdminWatchlist.js';
import { HeatMapControls } from '../components/admin/HeatMapControls.js';
import { StocksQueryState, watchlistTable } from '../components/shared/StocksQueryState.js';

/** The admin Heat Map tab: controls above the Weekly Watchlist. */
export function AdminHeatmapView(_props: Partial<ParcelProps>) {
  const stocks = useStocks({ live: true });
  const mainFund = useMainFundSymbols();
  const table = watchlistTable(stocks, mainFund);
  return (
    <Stack spacing={3}>
      {table.showTable && stocks.data ? (
        <>
          <HeatMapControls stocks={stocks.data} />
          <AdminWatchlist stocks={stocks.data} mainFundSymbols={mainFund.symbols} />
        </>
      ) : (
        <StocksQueryState query={table.waiting} label="Heat Map" />
      )}
    </Stack>
  );
}
