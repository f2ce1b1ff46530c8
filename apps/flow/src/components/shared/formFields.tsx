import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OPTION_TYPES, type OptionType } from '@tradeboard/types/core';

export interface ContractValues {
  ticker: string;
  optionType: OptionType;
  /** yyyy-mm-dd from the date input. */
  expiry: string;
}

interface ContractFieldsProps {
  values: ContractValues;
  onChange: (change: Partial<ContractValues>) => void;
  /** 'Type' in the position form, 'Option Type' in the alert form. */
  typeLabel: string;
  /** Required fields to show as missing (after a submit attempt). */
  missing?: ReadonlySet<string>;
}

/** The contract a position or an alert is about: ticker (upper-cased as typed), CALL/PUT and expiry, the first two required. */
export function ContractFields({ values, onChange, typeLabel, missing }: ContractFieldsProps) {
  return (
    <>
      <TextField
        label="Ticker"
        required
        error={missing?.has('ticker')}
        size="small"
        value={values.ticker}
        onChange={(event) => onChange({ ticker: event.target.value.toUpperCase() })}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <TextField
        select
        label={typeLabel}
        size="small"
        value={values.optionType}
        onChange={(event) => onChange({ optionType: event.target.value as OptionType })}
      >
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
        error={missing?.has('expiry')}
        size="small"
        value={values.expiry}
        onChange={(event) => onChange({ expiry: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

export interface NumberFieldSpec<Name extends string> {
  name: Name;
  label: string;
  /** 1 for whole numbers, 0.01 for money and percents. */
  step: number;
  required?: boolean;
  /** Figures that cannot be negative. */
  min?: number;
}

interface NumberFieldProps<Name extends string> {
  spec: NumberFieldSpec<Name>;
  value: string;
  onChange: (name: Name, value: string) => void;
  invalid?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** A numeric input kept as text (so empty stays empty), with the spec's step. */
export function NumberField<Name extends string>({
  spec,
  value,
  onChange,
  invalid,
  size = 'small',
  fullWidth,
}: NumberFieldProps<Name>) {
  return (
    <TextField
      label={spec.label}
      type="number"
      required={spec.required}
      error={invalid}
      size={size}
      fullWidth={fullWidth}
      value={value}
      onChange={(event) => onChange(spec.name, event.target.value)}
      slotProps={{ htmlInput: { step: spec.step, min: spec.min, inputMode: 'decimal' } }}
    />
  );
}
