import { CssBaseline, ScopedCssBaseline, ThemeProvider } from '@mui/material';
import { getDefaultStore, useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './createAppTheme.js';
import { themeModeAtom } from './themeMode.js';

export interface AppThemeProviderProps {
  children: ReactNode;
  /**
   * 'global' (the shell): CssBaseline styles the whole document.
   * 'scoped' (the default, for parcels): a ScopedCssBaseline wrapper, so a parcel never injects
   * global styles of its own but still gets the theme's text colour and font.
   */
  baseline?: 'global' | 'scoped';
}

/** MUI theme that follows `themeModeAtom`, so the shell and every module switch at once. */
export function AppThemeProvider({ children, baseline = 'scoped' }: AppThemeProviderProps) {
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
        <ScopedCssBaseline enableColorScheme sx={{ backgroundColor: 'transparent' }}>
          {children}
        </ScopedCssBaseline>
      )}
    </ThemeProvider>
  );
}
