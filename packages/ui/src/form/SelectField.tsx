/**
 * The one labelled select of every module. Native by default (the phone's own picker, easy to drive
 * from tests and automation); `menu` gives MUI's listbox where the choices need the product's look.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** A choice: its value, shown as itself, or a value with the text to show. */
export type SelectOption<V extends string> = V | { value: V; label: string };

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** MUI's menu instead of the native select. */
  menu?: boolean;
  /** A first choice with this text and the value '' (include '' in V). */
  emptyLabel?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

const valueOf = <V extends string>(option: SelectOption<V>) => (typeof option === 'string' ? option : option.value);
const labelOf = <V extends string>(option: SelectOption<V>) => (typeof option === 'string' ? option : option.label);

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  menu = false,
  emptyLabel,
  size,
  fullWidth,
  disabled,
  sx,
}: SelectFieldProps<V>) {
  const Choice = menu ? MenuItem : 'option';
  const choices: SelectOption<V>[] = [
    ...(emptyLabel === undefined ? [] : [{ value: '' as V, label: emptyLabel }]),
    ...options,
  ];
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      {...(size ? { size } : {})}
      {...(fullWidth ? { fullWidth } : {})}
      {...(disabled ? { disabled } : {})}
      {...(sx ? { sx } : {})}
      {...(menu ? {} : { slotProps: { select: { native: true }, inputLabel: { shrink: true } } })}
    >
      {choices.map((option) => (
        <Choice key={valueOf(option)} value={valueOf(option)}>
          {labelOf(option)}
        </Choice>
      ))}
    </TextField>
  );
}
