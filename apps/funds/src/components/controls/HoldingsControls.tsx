import Stack from '@mui/material/Stack';
import type { Holding } from '@tradeboard/types';
import { FUNDS, type Fund } from '@tradeboard/types/core';
import { CsvImport } from '../import/CsvImport.js';
import { SelectField } from '@tradeboard/ui/forms';
import { FUND_FILTERS, fundChoices, type FundFilter } from '../shared/fundLabels.js';
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
        <SelectField
          label="Filter by Fund"
          size="small"
          value={filter}
          options={fundChoices(FUND_FILTERS)}
          onChange={onFilterChange}
          sx={{ minWidth: 180 }}
        />
        <SelectField
          label="Upload Fund"
          size="small"
          value={uploadFund}
          options={fundChoices(FUNDS)}
          onChange={onUploadFundChange}
          sx={{ minWidth: 180 }}
        />
        <ClearAllButton holdings={shown} scope={filter} />
      </Stack>
      <CsvImport fund={uploadFund} />
    </Stack>
  );
}
