import { alpha, type Theme } from '@mui/material/styles';

/** Style of the row or card the shell focused (search, bell) while the focus is set: `sx={focused ? focusHighlight : undefined}`. */
export function focusHighlight(theme: Theme) {
  return {
    backgroundColor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.25 : 0.18),
    outline: `2px solid ${theme.palette.warning.main}`,
    outlineOffset: -2,
    transition: 'background-color 200ms ease',
  };
}
