import { TextField } from '@mui/material';
import { ALL_FUNDS_FILTER } from '@tradeboard/types/core';
import { fundLabel, type FundFilter } from './fundLabels.js';

export interface FundSelectProps<T extends FundFilter> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A labelled native select of funds ('All Funds' where offered, the Main Fund as '✅ Main Fund'). */
export function FundSelect<T extends FundFilter>({ label, value, options, onChange, disabled }: FundSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as T)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option === ALL_FUNDS_FILTER ? option : fundLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
