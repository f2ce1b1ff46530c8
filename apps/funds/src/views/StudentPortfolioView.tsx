import Stack from '@mui/material/Stack';
import { DEFAULT_FUND } from '@tradeboard/types/core';
import { QueryState, SectionCard, type ParcelProps } from '@tradeboard/ui';
import { useHoldings, useManualPnl, useOptions } from '../api/queries.js';
import { StudentActivitySections } from '../components/student/StudentActivitySections.js';
import { StudentHoldings } from '../components/student/StudentHoldings.js';
import { StudentOptions } from '../components/student/StudentOptions.js';

/**
 * The student Portfolio Data tab (read only): the Main Fund's holdings with its figures, and its
 * options. The manual P&L is read again every 5 s. Part 2 adds the 7-day view below.
 */
export function StudentPortfolioView(_props: Partial<ParcelProps>) {
  const holdings = useHoldings(DEFAULT_FUND);
  const options = useOptions(DEFAULT_FUND);
  const pnl = useManualPnl(DEFAULT_FUND, { poll: true });
  return (
    <Stack spacing={3}>
      {holdings.data ? (
        <StudentHoldings holdings={holdings.data} pnl={pnl.data} />
      ) : (
        <SectionCard title="Fund Holdings">
          <QueryState
            query={holdings}
            loadingText="Loading holdings..."
            errorText="Failed to fetch holdings"
            label="Fund Holdings"
          />
        </SectionCard>
      )}
      {options.data ? (
        <StudentOptions options={options.data} />
      ) : (
        <SectionCard title="Options Positions">
          <QueryState
            query={options}
            loadingText="Loading options..."
            errorText="Failed to fetch options"
            label="Options Positions"
          />
        </SectionCard>
      )}
      <StudentActivitySections />
    </Stack>
  );
}
