import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ManualPnl } from '@tradeboard/types';
import { useFormValues } from '@tradeboard/ui';
import { useState, type FormEvent } from 'react';
import { useSaveFlowPnl } from '../../api/mutations.js';
import { TEXTS } from '../../lib/messages.js';
import { numberText, pnlInput } from '../../lib/numberInput.js';
import { NumberField, type NumberFieldSpec } from '../shared/formFields.js';

type PnlName = 'ytdPnl' | 'ytdPnlPercent';
const PNL_FIELDS: ReadonlyArray<NumberFieldSpec<PnlName>> = [
  { name: 'ytdPnl', label: TEXTS.pnlAmountLabel, step: 0.01 },
  { name: 'ytdPnlPercent', label: TEXTS.pnlPercentLabel, step: 0.01 },
];

/**
 * 'YTD P&L Amount' and 'YTD P&L Percentage' (numeric, step 0.01; empty is null, unparseable is 0).
 * Save or Cancel leaves edit mode; a failed save stays open with the input kept.
 */
export function FlowPnlForm({ record, onDone }: { record: ManualPnl | null; onDone: () => void }) {
  const figuresOf = (source: ManualPnl | null) => ({
    ytdPnl: numberText(source?.ytdPnl),
    ytdPnlPercent: numberText(source?.ytdPnlPercent),
  });
  const { values, setField: set, reset } = useFormValues(() => figuresOf(record));
  /** The record the inputs were filled from: the save updates that version only. */
  const [base, setBase] = useState(record);
  // Changed elsewhere since Edit: the inputs show the stored figures now (the toast said why).
  const save = useSaveFlowPnl((current) => {
    if (!current) return;
    setBase(current);
    reset(figuresOf(current));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { existing: base, figures: { ytdPnl: pnlInput(values.ytdPnl), ytdPnlPercent: pnlInput(values.ytdPnlPercent) } },
      { onSuccess: onDone },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {PNL_FIELDS.map((spec) => (
          <NumberField key={spec.name} spec={spec} value={values[spec.name]} onChange={set} size="medium" fullWidth />
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
