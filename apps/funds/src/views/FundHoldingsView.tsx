import Stack from '@mui/material/Stack';
import { ALL_FUNDS_FILTER, DEFAULT_FUND, type Fund } from '@tradeboard/types/core';
import { QueryState, SectionCard, type ParcelProps } from '@tradeboard/ui';
import { useState } from 'react';
import { useHoldings, useManualPnl } from '../api/queries.js';
import { HoldingsControls } from '../components/controls/HoldingsControls.js';
import { FundHoldingsHeader } from '../components/header/FundHoldingsHeader.js';
import { CurrentHoldings } from '../components/holdings/CurrentHoldings.js';
import { OptionsHoldings } from '../components/options/OptionsHoldings.js';
import { fundOfFilter, type FundFilter } from '../components/shared/fundLabels.js';

/**
 * The admin Fund Holdings tab: the fund header with manual P&L, the controls and CSV import, the
 * 'Current Holdings' table and 'Options Holdings'. With 'All Funds' the header's manual P&L and new
 * options are the Main Fund's.
 */
export function FundHoldingsView(_props: Partial<ParcelProps>) {
  const [filter, setFilter] = useState<FundFilter>(ALL_FUNDS_FILTER);
  const [uploadFund, setUploadFund] = useState<Fund>(DEFAULT_FUND);
  const listFund = fundOfFilter(filter);
  const fund = listFund ?? DEFAULT_FUND;
  const holdings = useHoldings(listFund);
  const pnl = useManualPnl(fund);
  return (
    <Stack spacing={3}>
      <FundHoldingsHeader fund={fund} holdings={holdings.data} pnl={pnl.data}>
        <HoldingsControls
          filter={filter}
          onFilterChange={setFilter}
          uploadFund={uploadFund}
          onUploadFundChange={setUploadFund}
          shown={holdings.data ?? []}
        />
      </FundHoldingsHeader>
      {holdings.data ? (
        <CurrentHoldings holdings={holdings.data} filterLabel={filter} />
      ) : (
        <SectionCard title="Current Holdings">
          <QueryState
            query={holdings}
            loadingText="Loading holdings..."
            errorText="Failed to fetch holdings"
            label="Current Holdings"
          />
        </SectionCard>
      )}
      <OptionsHoldings listFund={listFund} addFund={fund} />
    </Stack>
  );
}
