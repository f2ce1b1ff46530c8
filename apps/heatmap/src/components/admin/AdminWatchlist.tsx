import Stack from '@mui/material/Stack';
import type { Stock } from '@tradeboard/types';
import { lazy, Suspense, useMemo } from 'react';
import { DataLayout, SectionCard, useDialogTarget } from '@tradeboard/ui';
import { TrendLegend } from '../shared/TrendLegend.js';
import { stockSymbol, useSortedWatchlist } from '../shared/watchlistRows.js';
import { adminColumns } from './adminColumns.js';

// The editor (its image picker and form, MUI's Dialog) downloads when the admin first opens one.
const AnalysisEditorDialog = lazy(() =>
  import(/* webpackChunkName: "analysis-editor" */ './AnalysisEditorDialog.js').then((module) => ({
    default: module.AnalysisEditorDialog,
  })),
);

/** 'Weekly Watchlist' for the admin: sortable, with bot toggle and the analysis editor. */
export function AdminWatchlist({
  stocks,
  mainFundSymbols,
}: {
  stocks: readonly Stock[];
  mainFundSymbols: ReadonlySet<string>;
}) {
  const editor = useDialogTarget<string>();
  const { rows, sort } = useSortedWatchlist(stocks, mainFundSymbols);
  const columns = useMemo(() => adminColumns(mainFundSymbols, editor.show), [mainFundSymbols, editor.show]);
  const editingStock = stocks.find((stock) => stock.symbol === editor.target) ?? null;

  return (
    <SectionCard
      title="Weekly Watchlist"
      subtitle={`${stocks.length} ${stocks.length === 1 ? 'stock' : 'stocks'} · click a symbol to edit its analysis`}
    >
      <Stack spacing={2}>
        <TrendLegend />
        <DataLayout
          label="Weekly Watchlist"
          empty={{ text: 'No stocks on the watchlist yet. Add a symbol in Watchlist Management.' }}
          rows={rows}
          columns={columns}
          sort={sort}
          rowKey={stockSymbol}
          rowSymbol={stockSymbol}
        />
      </Stack>
      {editor.session > 0 && (
        <Suspense fallback={null}>
          <AnalysisEditorDialog
            stock={editingStock}
            open={editor.open}
            session={editor.session}
            onClose={editor.close}
            onExited={editor.exited}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
