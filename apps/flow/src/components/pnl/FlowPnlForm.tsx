import { Button, Stack, TextField } from '@mui/material';
import type { ManualPnl } from '@tradeboard/types';
import { useState, type FormEvent } from 'react';
import { useSaveFlowPnl } from '../../api/mutations.js';
import { TEXTS } from '../../lib/messages.js';
import { numberText, pnlInput } from '../../lib/numberInput.js';

/**
 * 'YTD P&L Amount' and 'YTD P&L Percentage' (numeric, step 0.01; empty is null, unparseable is 0).
 * Save or Cancel leaves edit mode; a failed save stays open with the input kept.
 */
export function FlowPnlForm({ record, onDone }: { record: ManualPnl | null; onDone: () => void }) {
  const [amount, setAmount] = useState(numberText(record?.ytdPnl));
  const [percent, setPercent] = useState(numberText(record?.ytdPnlPercent));
  const save = useSaveFlowPnl();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ existing: record, figures: { ytdPnl: pnlInput(amount), ytdPnlPercent: pnlInput(percent) } }, { onSuccess: onDone });
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={TEXTS.pnlAmountLabel}
          type="number"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { step: 0.01, inputMode: 'decimal' } }}
          fullWidth
        />
        <TextField
          label={TEXTS.pnlPercentLabel}
          type="number"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          slotProps={{ htmlInput: { step: 0.01, inputMode: 'decimal' } }}
          fullWidth
        />
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
