import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Table on large screens, tiles below the large breakpoint (same breakpoint as the shell's mobile layout). */
export function useIsLargeScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
}
