import { createTheme, type Theme } from '@mui/material/styles';
import { domainPalette } from './domainPalette.js';
import type { ThemeMode } from './themeMode.js';

/** The one MUI theme of the product, in light or dark mode, with the domain colours (domainPalette.ts). */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      ...domainPalette(mode),
      primary: { main: mode === 'dark' ? '#60a5fa' : '#1d4ed8' },
      secondary: { main: mode === 'dark' ? '#a78bfa' : '#7c3aed' },
      success: { main: mode === 'dark' ? '#4ade80' : '#15803d' },
      error: { main: mode === 'dark' ? '#f87171' : '#b91c1c' },
      background: mode === 'dark' ? { default: '#0b1220', paper: '#111a2e' } : { default: '#f5f7fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
