/**
 * Domain colours as theme tokens, light and dark, so every module colours trends, ranges, P&L,
 * option types and the library's badges alike: `theme.palette.pnl.up`, or by path in sx (`sx={{ color: 'pnl.down' }}`).
 * Heat map colours (SPEC "Admin Heat Map section"): HH green, HL light red, LH dark green, LL dark red;
 * Discount Range purple, Fair Value green, Premium Range red. Trend chips are solid fills with a
 * contrasting text colour, so they read the same on light and dark paper.
 */
import type { Difficulty, OptionType, Range, TrendCode } from '@tradeboard/types/core';
import type { ThemeMode } from './themeMode.js';

export interface TrendSwatch {
  /** Chip fill. */
  main: string;
  /** Text on the fill. */
  contrastText: string;
  /** Dark mode only: a lighter rim for the dark fills, whose edge would otherwise melt into dark paper. */
  edge?: string;
}

export interface DomainPalette {
  trend: Record<TrendCode, TrendSwatch>;
  /** Text and icon colour of each range. */
  range: Record<Range, string>;
  /** Gains and losses: never the only sign (SignedPnl adds a '+'/'-' and an arrow). */
  pnl: { up: string; down: string };
  /** CALL (bullish) and PUT (bearish) badges and dots. */
  optionType: Record<OptionType, string>;
  /** Library difficulty badges: green Beginner, yellow Intermediate, red Advanced. */
  difficulty: Record<Difficulty, string>;
  /** Library category badges: six colours (blue, violet, teal, orange, pink, cyan), cycled by category. */
  category: readonly string[];
}

const TREND_FILLS = {
  HH: { main: '#22c55e', contrastText: '#052e16' },
  HL: { main: '#fca5a5', contrastText: '#450a0a' },
  LH: { main: '#166534', contrastText: '#ffffff' },
  LL: { main: '#991b1b', contrastText: '#ffffff' },
} as const satisfies Record<TrendCode, TrendSwatch>;

const light: DomainPalette = {
  trend: TREND_FILLS,
  range: { 'Discount Range': '#9333ea', 'Fair Value': '#15803d', 'Premium Range': '#dc2626' },
  pnl: { up: '#15803d', down: '#b91c1c' },
  optionType: { CALL: '#15803d', PUT: '#b91c1c' },
  difficulty: { Beginner: '#166534', Intermediate: '#854d0e', Advanced: '#991b1b' },
  category: ['#1d4ed8', '#6d28d9', '#115e59', '#9a3412', '#9d174d', '#155e75'],
};

// The dark-mode shades keep the contrast on dark paper.
const dark: DomainPalette = {
  trend: { ...TREND_FILLS, LH: { ...TREND_FILLS.LH, edge: '#4ade80' }, LL: { ...TREND_FILLS.LL, edge: '#f87171' } },
  range: { 'Discount Range': '#c084fc', 'Fair Value': '#4ade80', 'Premium Range': '#f87171' },
  pnl: { up: '#4ade80', down: '#f87171' },
  optionType: { CALL: '#4ade80', PUT: '#f87171' },
  difficulty: { Beginner: '#4ade80', Intermediate: '#facc15', Advanced: '#f87171' },
  category: ['#93c5fd', '#c4b5fd', '#5eead4', '#fdba74', '#f9a8d4', '#67e8f9'],
};

export function domainPalette(mode: ThemeMode): DomainPalette {
  return mode === 'dark' ? dark : light;
}

declare module '@mui/material/styles' {
  interface Palette extends DomainPalette {}
  interface PaletteOptions extends Partial<DomainPalette> {}
}
