import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { Holding } from '@tradeboard/types';
import { DataLayout, SectionCard, useSortedRows } from '@tradeboard/ui';
import { useMemo } from 'react';
import { useDeleteHolding } from '../../api/holdingsMutations.js';
import { holdingSortValue, withPortfolioPercent } from '../../lib/holdings/holdingRows.js';
import { EMPTY_TEXTS } from '../../lib/messages.js';
import { adminHoldingColumns } from './holdingColumns.js';

export interface CurrentHoldingsProps {
  holdings: readonly Holding[];
  /** The 'Filter by Fund' value, names the exported file. */
  filterLabel: string;
}

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The CSV writer (papaparse) is fetched on the first click: the tab does not need it to show. */
async function exportCsv(rows: readonly Holding[], filterLabel: string): Promise<void> {
  const { exportFileName, holdingsToCsv } = await import('../../lib/csv/exportHoldingsCsv.js');
  download(holdingsToCsv(rows), exportFileName(filterLabel, new Date()));
}

const rowKey = (row: Holding) => row.id;
const rowSymbol = (row: Holding) => row.ticker;

/** 'Current Holdings': sortable table (cards on small screens) with inline Date Opened, delete, and 'Export CSV'. */
export function CurrentHoldings({ holdings, filterLabel }: CurrentHoldingsProps) {
  const rows = useMemo(() => withPortfolioPercent(holdings), [holdings]);
  const sorted = useSortedRows(rows, holdingSortValue);
  const remove = useDeleteHolding();
  const columns = useMemo(
    () =>
      adminHoldingColumns(
        (row) => remove.mutate(row),
        (row) => remove.isPending && remove.variables?.id === row.id,
      ),
    [remove],
  );
  return (
    <SectionCard
      title="Current Holdings"
      action={
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={holdings.length === 0}
          onClick={() => void exportCsv(sorted.rows, filterLabel)}
        >
          Export CSV
        </Button>
      }
    >
      <DataLayout
        label="Current Holdings"
        empty={{ text: EMPTY_TEXTS.holdings }}
        rows={sorted.rows}
        columns={columns}
        sort={sorted.sort}
        rowKey={rowKey}
        rowSymbol={rowSymbol}
      />
    </SectionCard>
  );
}
