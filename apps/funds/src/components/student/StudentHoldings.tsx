import Stack from '@mui/material/Stack';
import type { Holding, ManualPnl } from '@tradeboard/types';
import { DataLayout, SectionCard, useSortedRows } from '@tradeboard/ui';
import { useMemo } from 'react';
import { holdingSortValue, holdingsSummary, withPortfolioPercent } from '../../lib/holdings/holdingRows.js';
import { EMPTY_TEXTS } from '../../lib/messages.js';
import { STUDENT_HOLDING_COLUMNS } from '../holdings/holdingColumns.js';
import { FundChips } from './FundChips.js';

const rowKey = (row: Holding) => row.id;
const rowSymbol = (row: Holding) => row.ticker;

/** Student 'Fund Holdings': the figures as chips and the sortable, read-only holdings. */
export function StudentHoldings({
  holdings,
  pnl,
}: {
  holdings: readonly Holding[];
  pnl: ManualPnl | null | undefined;
}) {
  const rows = useMemo(() => withPortfolioPercent(holdings), [holdings]);
  const sorted = useSortedRows(rows, holdingSortValue);
  return (
    <SectionCard title="Fund Holdings">
      <Stack spacing={2}>
        <FundChips unrealizedPnl={holdings.length > 0 ? holdingsSummary(holdings).unrealizedPnl : null} pnl={pnl} />
        <DataLayout
          label="Fund Holdings"
          empty={{ text: EMPTY_TEXTS.studentHoldings }}
          rows={sorted.rows}
          columns={STUDENT_HOLDING_COLUMNS}
          sort={sorted.sort}
          rowKey={rowKey}
          rowSymbol={rowSymbol}
        />
      </Stack>
    </SectionCard>
  );
}
