import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { OPTION_TYPES, type OptionType } from '@tradeboard/types/core';
import { toast } from '@tradeboard/ui';
import { useState, type FormEvent } from 'react';
import type { FlowHoldingCreateInput } from '@tradeboard/types';
import { holdingFormBody, type HoldingFormValues } from '../../lib/holdingForm.js';
import { TOASTS } from '../../lib/messages.js';

interface HoldingFormProps {
  initial: HoldingFormValues;
  submitLabel: string;
  /** Names the form for assistive tech, e.g. 'Add Position' or 'Edit NVDA position'. */
  label: string;
  pending: boolean;
  onSubmit: (body: FlowHoldingCreateInput) => void;
  onCancel: () => void;
}

const NUMBER_FIELDS = [
  { name: 'strike', label: 'Strike', step: 0.01, required: true },
  { name: 'quantity', label: 'Quantity', step: 1, required: true },
  { name: 'price', label: 'Price', step: 0.01, required: true },
  { name: 'pnlPercent', label: 'P&L %', step: 0.01, required: false },
  { name: 'pnlOpen', label: 'P&L Open', step: 0.01, required: false },
] as const;

/**
 * An Unusual Whale position, added or edited inline. A missing ticker or expiry, or a strike,
 * quantity or price not above 0, gives 'Please fill in all required fields' and sends nothing.
 */
export function HoldingForm({ initial, submitLabel, label, pending, onSubmit, onCancel }: HoldingFormProps) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof HoldingFormValues, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = holdingFormBody(values);
    if (!result.ok) {
      toast({ ...TOASTS.requiredFields, variant: 'destructive' });
      return;
    }
    onSubmit(result.body);
  };

  return (
    <Stack component="form" aria-label={label} onSubmit={submit} noValidate spacing={2} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 140px' } }}>
        <TextField
          label="Ticker"
          required
          size="small"
          value={values.ticker}
          onChange={(event) => set('ticker', event.target.value.toUpperCase())}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextField select label="Type" size="small" value={values.optionType} onChange={(event) => set('optionType', event.target.value as OptionType)}>
          {OPTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Expiry"
          type="date"
          required
          size="small"
          value={values.expiry}
          onChange={(event) => set('expiry', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type="number"
            required={field.required}
            size="small"
            value={values[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            slotProps={{ htmlInput: { step: field.step, inputMode: 'decimal' } }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
