import { useMediaQuery, useTheme } from '@mui/material';

/** Table on large screens, tiles below the large breakpoint (same breakpoint as the shell's mobile layout). */
export function useIsLargeScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
}
