import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * From the `lg` breakpoint (1200 px) up: the shell shows tabs and tables are tables; below it the
 * shell stacks sections and DataLayout shows cards.
 */
export function useIsLargeScreen(): boolean {
  return useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
}

/** Below the `sm` breakpoint (600 px): phone widths (compact header, full-screen dialogs). */
export function useIsPhone(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
