import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnusualFlowCreateInput } from '@tradeboard/types';
import { useFormValues } from '@tradeboard/ui';
import { useState, type FormEvent } from 'react';
import {
  alertFormBody,
  missingAlertFields,
  type AlertFormValues,
  type RequiredAlertField,
} from '../../lib/alertForm.js';
import { ContractFields, NumberField, type NumberFieldSpec } from '../shared/formFields.js';
import { ScreenshotField } from './ScreenshotField.js';

interface AlertFormProps {
  initial: AlertFormValues;
  mode: 'add' | 'edit';
  pending: boolean;
  onSubmit: (body: UnusualFlowCreateInput) => void;
  onCancel: () => void;
}

type NumberName = 'strike' | 'spot' | 'premium' | 'volume' | 'openInterest';

const NUMBER_FIELDS: ReadonlyArray<NumberFieldSpec<NumberName>> = [
  { name: 'strike', label: 'Strike', step: 0.01, required: true },
  { name: 'spot', label: 'Spot', step: 0.01, min: 0 },
  { name: 'premium', label: 'Premium', step: 0.01, min: 0 },
  { name: 'volume', label: 'Volume', step: 1, min: 0 },
  { name: 'openInterest', label: 'Open Interest', step: 1, min: 0 },
];

/**
 * 'Add Flow Alert' (or its edit mode). Submit without the required fields sends nothing (SPEC
 * section 5); those fields are marked required and turn red after the attempt. The caller closes
 * the form on success; a failure keeps it open with the input.
 */
export function AlertForm({ initial, mode, pending, onSubmit, onCancel }: AlertFormProps) {
  const { values, setField: set, merge } = useFormValues(initial);
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const missing: ReadonlySet<string> = new Set<RequiredAlertField>(attempted ? missingAlertFields(values) : []);
  const title = mode === 'add' ? 'Add Flow Alert' : 'Edit Flow Alert';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const body = alertFormBody(values);
    if (body && !uploading) onSubmit(body);
  };

  return (
    <Stack
      component="form"
      aria-label={title}
      onSubmit={submit}
      noValidate
      spacing={2}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 150px' } }}>
        <ContractFields values={values} onChange={merge} typeLabel="Option Type" missing={missing} />
        {NUMBER_FIELDS.map((spec) => (
          <NumberField
            key={spec.name}
            spec={spec}
            value={values[spec.name]}
            onChange={set}
            invalid={missing.has(spec.name)}
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
      <ScreenshotField
        value={values.flowImage}
        ticker={values.ticker}
        onChange={(url) => set('flowImage', url)}
        onUploadingChange={setUploading}
      />
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
