import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OptionPosition } from '@tradeboard/types';
import { formatCurrency, useFullScreenDialog } from '@tradeboard/ui';
import type { ReactNode } from 'react';
import type { ParseChoice } from '../../lib/csv/detectBroker.js';
import { BROKERS, BROKER_NAMES, type BrokerId, type ParsedOption } from '../../lib/csv/statement.js';
import { changesOption, changesPosition, optionsRemoved, type ImportPreview } from '../../lib/import/importPreview.js';
import { fundLabel } from '../shared/fundLabels.js';

/** Longer lists show their first rows and a count of the rest (a statement can hold thousands). */
const PREVIEW_ROW_LIMIT = 100;

export interface ImportPreviewDialogProps {
  preview: ImportPreview | null;
  /** The broker the file was recognised as (the layout select says so). */
  detected: BrokerId | null;
  fileName: string;
  importing: boolean;
  removeManualOptions: boolean;
  onRemoveManualOptions: (remove: boolean) => void;
  onReadAs: (choice: ParseChoice) => void;
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
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title} ({rows.length})
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        // Focusable: on a phone the table scrolls sideways, and keyboard users must reach it (axe).
        <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
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
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const OPTION_HEAD = ['Ticker', 'Type', 'Strike', 'Expiry', 'Quantity', 'Price'];
const optionCells = (option: OptionPosition | ParsedOption) => [
  option.ticker,
  option.optionType,
  option.strike,
  option.expiry,
  option.quantity,
  formatCurrency(option.price),
];

function Counts({ label, counts }: { label: string; counts: Array<[string, number]> }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={label} role="group">
      {counts.map(([name, count]) => (
        <Chip key={name} variant="outlined" label={`${name}: ${count}`} />
      ))}
    </Stack>
  );
}

function LayoutPicker({
  preview,
  detected,
  onReadAs,
}: Pick<ImportPreviewDialogProps, 'detected' | 'onReadAs'> & { preview: ImportPreview }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="File layout"
        value={preview.broker}
        onChange={(event) => onReadAs(event.target.value as BrokerId)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { sm: 420 } }}
      >
        {BROKERS.map((broker) => (
          <option key={broker} value={broker}>
            {BROKER_NAMES[broker]}
            {broker === detected ? ' (recognised)' : ''}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        {preview.statementDate ? `Statement of ${preview.statementDate}. ` : ''}
        {preview.broker === detected
          ? 'Recognised from the file; pick another if it guessed wrong.'
          : 'Read as you picked.'}
      </Typography>
    </Stack>
  );
}

function OptionsPart({
  preview,
  removeManualOptions,
  onRemoveManualOptions,
}: Pick<ImportPreviewDialogProps, 'removeManualOptions' | 'onRemoveManualOptions'> & { preview: ImportPreview }) {
  const { options } = preview;
  if (!options.included)
    return (
      <Typography variant="body2" color="text.secondary">
        The file lists no options: the fund&apos;s options are left alone.
      </Typography>
    );
  const changed = options.updated.filter(changesOption);
  const removed = optionsRemoved(preview, removeManualOptions);
  return (
    <>
      <Counts
        label="Options counts"
        counts={[
          ['New options', options.created.length],
          ['Updated options', changed.length],
          ['Unchanged options', options.updated.length - changed.length],
          ['Removed options', removed.length],
        ]}
      />
      {options.kept.length > 0 || removeManualOptions ? (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={removeManualOptions}
                onChange={(event) => onRemoveManualOptions(event.target.checked)}
              />
            }
            label="Also remove options not in this file"
          />
          <Typography variant="body2" color="text.secondary">
            {plural(options.kept.length, 'option')} added by hand {options.kept.length === 1 ? 'is' : 'are'} not in the
            file: {removeManualOptions ? 'removed with this import.' : 'kept unless you tick the box.'}
          </Typography>
        </Box>
      ) : undefined}
      <PreviewSection
        title="New options"
        rows={options.created}
        head={OPTION_HEAD}
        cells={optionCells}
        empty="No new options."
      />
      <PreviewSection
        title="Updated options"
        rows={changed}
        head={OPTION_HEAD}
        cells={({ before, after }) => [
          ...optionCells(after).slice(0, 4),
          change(String(before.quantity), String(after.quantity)),
          change(formatCurrency(before.price), formatCurrency(after.price)),
        ]}
        empty="No option changes."
      />
      <PreviewSection
        title="Removed options"
        rows={removed}
        head={OPTION_HEAD}
        cells={optionCells}
        empty="No options are removed."
      />
    </>
  );
}

/** What an import will do to the target fund, before anything is written: holdings and options, and what was skipped. */
export function ImportPreviewDialog({
  preview,
  detected,
  fileName,
  importing,
  removeManualOptions,
  onRemoveManualOptions,
  onReadAs,
  onImport,
  onCancel,
}: ImportPreviewDialogProps) {
  const fullScreen = useFullScreenDialog();
  const changed = preview?.updated.filter(changesPosition) ?? [];
  const nothing = preview !== null && preview.rows.length === 0 && preview.options.rows.length === 0;
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
              <LayoutPicker preview={preview} detected={detected} onReadAs={onReadAs} />
              {nothing ? <Alert severity="info">Nothing to import when the file is read this way.</Alert> : undefined}
              <Typography variant="subtitle1" component="h3">
                Holdings
              </Typography>
              <Counts
                label="Holdings counts"
                counts={[
                  ['New', preview.created.length],
                  ['Updated', changed.length],
                  ['Unchanged', preview.updated.length - changed.length],
                  ['Removed', preview.removed.length],
                  ['Skipped', preview.skipped.length],
                ]}
              />
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
                rows={changed}
                head={['Ticker', 'Quantity', 'Trade Price']}
                cells={(update) => [
                  update.after.ticker,
                  change(String(update.before.quantity), String(update.after.quantity)),
                  change(formatCurrency(update.before.tradePrice), formatCurrency(update.after.tradePrice)),
                ]}
                empty="No changes to tickers already in the fund."
              />
              <PreviewSection
                title="Removed"
                rows={preview.removed}
                head={['Ticker', 'Quantity', 'Trade Price']}
                cells={(holding) => [holding.ticker, holding.quantity, formatCurrency(holding.tradePrice)]}
                empty="Nothing is removed."
              />
              <Typography variant="subtitle1" component="h3">
                Options
              </Typography>
              <OptionsPart
                preview={preview}
                removeManualOptions={removeManualOptions}
                onRemoveManualOptions={onRemoveManualOptions}
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
            <Button variant="contained" onClick={onImport} loading={importing} disabled={nothing}>
              Import
            </Button>
          </DialogActions>
        </>
      ) : undefined}
    </Dialog>
  );
}
