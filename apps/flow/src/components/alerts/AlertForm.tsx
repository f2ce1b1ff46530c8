import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { UnusualFlowCreateInput } from '@tradeboard/types';
import { OPTION_TYPES, type OptionType } from '@tradeboard/types/core';
import { useState, type FormEvent } from 'react';
import { alertFormBody, missingAlertFields, type AlertFormValues, type RequiredAlertField } from '../../lib/alertForm.js';
import { ScreenshotField } from './ScreenshotField.js';

interface AlertFormProps {
  initial: AlertFormValues;
  mode: 'add' | 'edit';
  pending: boolean;
  onSubmit: (body: UnusualFlowCreateInput) => void;
  onCancel: () => void;
}

type TextFieldName = Exclude<keyof AlertFormValues, 'optionType' | 'flowImage'>;

const OPTIONAL_NUMBERS: ReadonlyArray<{ name: TextFieldName; label: string; step: number }> = [
  { name: 'spot', label: 'Spot', step: 0.01 },
  { name: 'premium', label: 'Premium', step: 0.01 },
  { name: 'volume', label: 'Volume', step: 1 },
  { name: 'openInterest', label: 'Open Interest', step: 1 },
];

/**
 * 'Add Flow Alert' (or its edit mode). Submit without the required fields sends nothing (SPEC
 * section 5); those fields are marked required and turn red after the attempt. The caller closes
 * the form on success; a failure keeps it open with the input.
 */
export function AlertForm({ initial, mode, pending, onSubmit, onCancel }: AlertFormProps) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof AlertFormValues>(name: K, value: AlertFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const missing = new Set<RequiredAlertField>(attempted ? missingAlertFields(values) : []);
  const title = mode === 'add' ? 'Add Flow Alert' : 'Edit Flow Alert';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const body = alertFormBody(values);
    if (body && !uploading) onSubmit(body);
  };

  return (
    <Stack component="form" aria-label={title} onSubmit={submit} noValidate spacing={2} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 150px' } }}>
        <TextField
          label="Ticker"
          required
          error={missing.has('ticker')}
          size="small"
          value={values.ticker}
          onChange={(event) => set('ticker', event.target.value.toUpperCase())}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextField select label="Option Type" size="small" value={values.optionType} onChange={(event) => set('optionType', event.target.value as OptionType)}>
          {OPTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Strike"
          type="number"
          required
          error={missing.has('strike')}
          size="small"
          value={values.strike}
          onChange={(event) => set('strike', event.target.value)}
          slotProps={{ htmlInput: { step: 0.01, inputMode: 'decimal' } }}
        />
        <TextField
          label="Expiry"
          type="date"
          required
          error={missing.has('expiry')}
          size="small"
          value={values.expiry}
          onChange={(event) => set('expiry', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {OPTIONAL_NUMBERS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type="number"
            size="small"
            value={values[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            slotProps={{ htmlInput: { step: field.step, min: 0, inputMode: 'decimal' } }}
          />
        ))}
      </Stack>
      <TextField
        label="Flow Description"
        multiline
        minRows={3}
        value={values.flowDescription}
        onChange={(event) => set('flowDescription', event.target.value)}
      />
      <ScreenshotField value={values.flowImage} ticker={values.ticker} onChange={(url) => set('flowImage', url)} onUploadingChange={setUploading} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={pending || uploading}>
          {mode === 'add' ? 'Add Alert' : 'Save Changes'}
        </Button>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
