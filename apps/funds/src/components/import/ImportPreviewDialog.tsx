import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatCurrency, useFullScreenDialog } from '@tradeboard/ui';
import type { ReactNode } from 'react';
import { changesPosition, type ImportPreview } from '../../lib/import/importPreview.js';
import { fundLabel } from '../shared/fundLabels.js';

/** Longer lists show their first rows and a count of the rest (a statement can hold thousands). */
export const PREVIEW_ROW_LIMIT = 100;

export interface ImportPreviewDialogProps {
  preview: ImportPreview | null;
  fileName: string;
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
}

function PreviewSection<T>({
  title,
  rows,
  head,
  cells,
  empty,
}: {
  title: string;
  rows: readonly T[];
  head: string[];
  cells: (row: T) => ReactNode[];
  empty: string;
}) {
  const shown = rows.slice(0, PREVIEW_ROW_LIMIT);
  return (
    <Box component="section" aria-label={`${title} (${rows.length})`}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title} ({rows.length})
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {head.map((label) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, index) => (
                <TableRow key={index}>
                  {cells(row).map((cell, column) => (
                    <TableCell key={column}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length > shown.length ? (
            <Typography variant="caption" color="text.secondary">
              and {rows.length - shown.length} more
            </Typography>
          ) : undefined}
        </Box>
      )}
    </Box>
  );
}

const change = (before: string, after: string) => (before === after ? after : `${before} → ${after}`);

/** What an import will do to the target fund, before anything is written: New, Updated, Removed, Skipped. */
export function ImportPreviewDialog({ preview, fileName, importing, onImport, onCancel }: ImportPreviewDialogProps) {
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog
      open={preview !== null}
      onClose={importing ? undefined : onCancel}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="import-preview-title"
    >
      {preview ? (
        <>
          <DialogTitle id="import-preview-title">Import Preview</DialogTitle>
          {/* Focusable so keyboard users can scroll a long preview. */}
          <DialogContent dividers tabIndex={0}>
            <Stack spacing={2.5}>
              <Typography variant="body2">
                {fileName} into {fundLabel(preview.fund)}. Nothing is written until you choose Import.
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip variant="outlined" label={`New: ${preview.created.length}`} />
                <Chip variant="outlined" label={`Updated: ${preview.updated.length}`} />
                <Chip variant="outlined" label={`Removed: ${preview.removed.length}`} />
                <Chip variant="outlined" label={`Skipped: ${preview.skipped.length}`} />
              </Stack>
              {preview.removed.length > 0 ? (
                <Alert severity="warning">
                  {preview.removed.length} holding{preview.removed.length === 1 ? '' : 's'} of {fundLabel(preview.fund)}{' '}
                  not in the file will be removed.
                </Alert>
              ) : undefined}
              <PreviewSection
                title="New"
                rows={preview.created}
                head={['Ticker', 'Quantity', 'Trade Price']}
                cells={(row) => [row.ticker, row.quantity, formatCurrency(row.tradePrice)]}
                empty="No new tickers."
              />
              <PreviewSection
                title="Updated"
                rows={preview.updated}
                head={['Ticker', 'Quantity', 'Trade Price', '']}
                cells={(update) => [
                  update.after.ticker,
                  change(String(update.before.quantity), String(update.after.quantity)),
                  change(formatCurrency(update.before.tradePrice), formatCurrency(update.after.tradePrice)),
                  changesPosition(update) ? '' : 'no change',
                ]}
                empty="No tickers already in the fund."
              />
              <PreviewSection
                title="Removed"
                rows={preview.removed}
                head={['Ticker', 'Quantity', 'Trade Price']}
                cells={(holding) => [holding.ticker, holding.quantity, formatCurrency(holding.tradePrice)]}
                empty="Nothing is removed."
              />
              <PreviewSection
                title="Skipped"
                rows={preview.skipped}
                head={['Line', 'Row', 'Reason']}
                cells={(row) => [row.line, row.instrument, row.reason]}
                empty="No rows were skipped."
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={importing}>
              Cancel
            </Button>
            <Button variant="contained" onClick={onImport} loading={importing}>
              Import
            </Button>
          </DialogActions>
        </>
      ) : undefined}
    </Dialog>
  );
}
