import { TextField } from '@mui/material';

interface NativeSelectFieldProps<V extends string> {
  label: string;
  value: V | '';
  options: readonly V[];
  /** Text of the empty choice (sent as null where the form allows it). */
  emptyLabel: string;
  onChange: (value: V | '') => void;
}

/** A labelled native select: good on phones, and easy to drive from tests and browser automation. */
export function NativeSelectField<V extends string>({
  label,
  value,
  options,
  emptyLabel,
  onChange,
}: NativeSelectFieldProps<V>) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
