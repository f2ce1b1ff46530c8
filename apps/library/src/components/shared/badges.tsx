/**
 * The library's badges: difficulty (green Beginner, yellow Intermediate, red Advanced) and category
 * (six colours, cycled). Soft tinted chips whose text keeps WCAG AA contrast in light and dark mode.
 */
import { Chip, alpha, useTheme } from '@mui/material';
import type { Difficulty } from '@tradeboard/types/core';
import { categoryColorIndex } from '../../lib/colors';

interface Swatch {
  light: string;
  dark: string;
}

const CATEGORY_SWATCHES: readonly Swatch[] = [
  { light: '#1d4ed8', dark: '#93c5fd' }, // blue
  { light: '#6d28d9', dark: '#c4b5fd' }, // violet
  { light: '#0f766e', dark: '#5eead4' }, // teal
  { light: '#c2410c', dark: '#fdba74' }, // orange
  { light: '#be185d', dark: '#f9a8d4' }, // pink
  { light: '#0e7490', dark: '#67e8f9' }, // cyan
];

const DIFFICULTY_SWATCHES: Record<Difficulty, Swatch> = {
  Beginner: { light: '#15803d', dark: '#4ade80' },
  Intermediate: { light: '#a16207', dark: '#facc15' },
  Advanced: { light: '#b91c1c', dark: '#f87171' },
};

function ToneChip({ label, swatch, title }: { label: string; swatch: Swatch; title?: string }) {
  const theme = useTheme();
  const color = theme.palette.mode === 'dark' ? swatch.dark : swatch.light;
  return (
    <Chip
      size="small"
      label={label}
      title={title}
      sx={{ color, bgcolor: alpha(color, 0.12), border: `1px solid ${alpha(color, 0.4)}`, fontWeight: 600 }}
    />
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <ToneChip label={difficulty} swatch={DIFFICULTY_SWATCHES[difficulty]} />;
}

export function CategoryBadge({ category }: { category: string }) {
  const swatch = CATEGORY_SWATCHES[categoryColorIndex(category)] ?? CATEGORY_SWATCHES[0]!;
  return <ToneChip label={category} swatch={swatch} />;
}
