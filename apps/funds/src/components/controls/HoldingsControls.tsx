import { Stack } from '@mui/material';
import type { Holding } from '@tradeboard/types';
import { FUNDS, type Fund } from '@tradeboard/types/core';
import { CsvImport } from '../import/CsvImport.js';
import { FUND_FILTERS, type FundFilter } from '../shared/fundLabels.js';
import { FundSelect } from '../shared/FundSelect.js';
import { ClearAllButton } from './ClearAllButton.js';

export interface HoldingsControlsProps {
  filter: FundFilter;
  onFilterChange: (filter: FundFilter) => void;
  uploadFund: Fund;
  onUploadFundChange: (fund: Fund) => void;
  shown: readonly Holding[];
}

/** 'Filter by Fund', 'Upload Fund', 'Clear All' and the CSV drop zone. */
export function HoldingsControls({
  filter,
  onFilterChange,
  uploadFund,
  onUploadFundChange,
  shown,
}: HoldingsControlsProps) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FundSelect label="Filter by Fund" value={filter} options={FUND_FILTERS} onChange={onFilterChange} />
        <FundSelect label="Upload Fund" value={uploadFund} options={FUNDS} onChange={onUploadFundChange} />
        <ClearAllButton holdings={shown} scope={filter} />
      </Stack>
      <CsvImport fund={uploadFund} />
    </Stack>
  );
}
