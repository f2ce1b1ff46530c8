import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { getDefaultStore, useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './createAppTheme.js';
import { themeModeAtom } from './themeMode.js';

export interface AppThemeProviderProps {
  children: ReactNode;
  /**
   * 'global' (the shell only): CssBaseline styles the whole document, parcels included.
   * 'none' (the default, for parcels): no baseline of their own. A scoped baseline would inject
   * `* { box-sizing: inherit }` rules after MUI's component styles and break inputs; the
   * wrapper only sets the theme's text colour.
   */
  baseline?: 'global' | 'none';
}

/** MUI theme that follows `themeModeAtom`, so the shell and every module switch at once. */
export function AppThemeProvider({ children, baseline = 'none' }: AppThemeProviderProps) {
  const mode = useAtomValue(themeModeAtom, { store: getDefaultStore() });
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      {baseline === 'global' ? (
        <>
          <CssBaseline enableColorScheme />
          {children}
        </>
      ) : (
        <Box sx={{ color: 'text.primary' }}>{children}</Box>
      )}
    </ThemeProvider>
  );
}
