import Stack from '@mui/material/Stack';
import type { ParcelProps } from '@tradeboard/ui';
import { useMainFundSymbols, useStocks } from '../api/queries.js';
import { AdminWatchlist } from '../components/admin/AdminWatchlist.js';
import { HeatMapControls } from '../components/admin/HeatMapControls.js';
import { StocksQueryState, stocksWaitingFor } from '../components/shared/StocksQueryState.js';

/** The admin Heat Map tab: controls above the Weekly Watchlist. */
export function AdminHeatmapView(_props: Partial<ParcelProps>) {
  const stocks = useStocks({ live: true });
  const mainFund = useMainFundSymbols();
  return (
    <Stack spacing={3}>
      {stocks.data && mainFund.settled ? (
        <>
          <HeatMapControls stocks={stocks.data} />
          <AdminWatchlist stocks={stocks.data} mainFundSymbols={mainFund.symbols} />
        </>
      ) : (
        <StocksQueryState query={stocksWaitingFor(stocks, mainFund)} label="Heat Map" />
      )}
    </Stack>
  );
}
