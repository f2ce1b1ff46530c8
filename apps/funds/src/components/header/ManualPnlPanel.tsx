import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManualPnl } from '@tradeboard/types';
import type { Fund } from '@tradeboard/types/core';
import { NotSet, SignedPnl, formatCurrency, useFormValues } from '@tradeboard/ui';
import { useState } from 'react';
import { useSavePnl } from '../../api/pnlMutations.js';
import { EMPTY_PNL_FORM, PNL_FIELDS, type PnlFormValues, type PnlKey } from '../../lib/pnl/pnlForm.js';

export interface ManualPnlPanelProps {
  fund: Fund;
  record: ManualPnl | null | undefined;
}

const asText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function FigureValue({ field, record }: { field: PnlKey; record: ManualPnl | null | undefined }) {
  const value = record?.[field];
  if (field === 'startingCapital') {
    return value === null || value === undefined ? (
      <NotSet />
    ) : (
      <Typography sx={{ fontWeight: 600 }}>{formatCurrency(value)}</Typography>
    );
  }
  return <SignedPnl value={value} format={field === 'ytdPnlPercent' ? 'percent' : 'currency'} variant="body1" />;
}

/**
 * The manual figures Total P&L, YTD P&L, YTD P&L %, Starting Capital 2025 with 'Edit P&L'. The
 * inputs start from the stored figures (empty means null); Cancel or a successful save leaves edit
 * mode and clears them.
 */
export function ManualPnlPanel({ fund, record }: ManualPnlPanelProps) {
  const [editing, setEditing] = useState(false);
  const { values, reset, field } = useFormValues<PnlFormValues>(EMPTY_PNL_FORM);
  /** The record the inputs were filled from: the save updates that version only. */
  const [base, setBase] = useState<ManualPnl | null | undefined>(record);
  const fillFrom = (source: ManualPnl | null | undefined) => {
    setBase(source);
    reset({
      allTimePnl: asText(source?.allTimePnl),
      ytdPnl: asText(source?.ytdPnl),
      ytdPnlPercent: asText(source?.ytdPnlPercent),
      startingCapital: asText(source?.startingCapital),
    });
  };
  // Changed elsewhere since Edit P&L: the inputs show the stored figures now (the toast said why).
  const save = useSavePnl(fund, (current) => {
    if (current) fillFrom(current);
  });

  const startEditing = () => {
    fillFrom(record);
    setEditing(true);
  };
  const stopEditing = () => {
    reset(EMPTY_PNL_FORM);
    setEditing(false);
  };

  if (!editing) {
    return (
      <Stack spacing={1.5}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
          {PNL_FIELDS.map(({ key, label }) => (
            <Box key={key} data-figure={key}>
              <Typography variant="caption" color="text.secondary" component="div">
                {label}
              </Typography>
              <FigureValue field={key} record={record} />
            </Box>
          ))}
        </Box>
        <Box>
          <Button variant="outlined" size="small" onClick={startEditing}>
            Edit P&L
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Box
      component="form"
      aria-label="Edit P&L"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ existing: base, values }, { onSuccess: stopEditing });
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
        {PNL_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            size="small"
            {...field(key)}
            slotProps={{ htmlInput: { step: 0.01 }, inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button type="submit" variant="contained" size="small" loading={save.isPending}>
          Save
        </Button>
        <Button size="small" onClick={stopEditing} disabled={save.isPending}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
