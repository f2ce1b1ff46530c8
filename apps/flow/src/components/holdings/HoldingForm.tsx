import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toast, useFormValues } from '@tradeboard/ui';
import type { FormEvent } from 'react';
import type { FlowHoldingCreateInput } from '@tradeboard/types';
import { holdingFormBody, type HoldingFormValues } from '../../lib/holdingForm.js';
import { TOASTS } from '../../lib/messages.js';
import { ContractFields, NumberField, type NumberFieldSpec } from '../shared/formFields.js';

type NumberName = 'strike' | 'quantity' | 'price' | 'pnlPercent' | 'pnlOpen';

interface HoldingFormProps {
  initial: HoldingFormValues;
  submitLabel: string;
  /** Names the form for assistive tech, e.g. 'Add Position' or 'Edit NVDA position'. */
  label: string;
  pending: boolean;
  onSubmit: (body: FlowHoldingCreateInput) => void;
  onCancel: () => void;
}

const NUMBER_FIELDS: ReadonlyArray<NumberFieldSpec<NumberName>> = [
  { name: 'strike', label: 'Strike', step: 0.01, required: true },
  { name: 'quantity', label: 'Quantity', step: 1, required: true },
  { name: 'price', label: 'Price', step: 0.01, required: true },
  { name: 'pnlPercent', label: 'P&L %', step: 0.01, required: false },
  { name: 'pnlOpen', label: 'P&L Open', step: 0.01, required: false },
];

/**
 * An Unusual Whale position, added or edited inline. A missing ticker or expiry, or a strike,
 * quantity or price not above 0, gives 'Please fill in all required fields' and sends nothing.
 */
export function HoldingForm({ initial, submitLabel, label, pending, onSubmit, onCancel }: HoldingFormProps) {
  const { values, setField: set, merge } = useFormValues(initial);

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
    <Stack
      component="form"
      aria-label={label}
      onSubmit={submit}
      noValidate
      spacing={2}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 140px' } }}>
        <ContractFields values={values} onChange={merge} typeLabel="Type" />
        {NUMBER_FIELDS.map((spec) => (
          <NumberField key={spec.name} spec={spec} value={values[spec.name]} onChange={set} />
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
