import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type Ref } from 'react';

export interface LoginFieldProps {
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The login form's outlined text field: the markup of MUI's `<TextField fullWidth>` (a form control
 * with its label, outlined input and helper text, tied by ids), composed from its parts. TextField
 * itself imports its select variant (Select, Menu, Popover, Modal), which /login would download
 * without ever using it (issue 25).
 */
export function LoginField({ label, helperText, error, ...input }: LoginFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" error={error} fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} fullWidth {...input} />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
