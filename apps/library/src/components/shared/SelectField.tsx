/** A labelled select over a fixed list of values. */
import { MenuItem, TextField } from '@mui/material';

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <TextField select fullWidth label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
