/**
 * The library's badges: difficulty (green Beginner, yellow Intermediate, red Advanced) and category
 * (six colours, cycled). Soft tinted chips whose text keeps WCAG AA contrast in light and dark mode.
 */
import { Chip, alpha, useTheme } from '@mui/material';
import type { Difficulty } from '@tradeboard/types/core';
import { categoryColorIndex } from '../../lib/colors.js';

interface Swatch {
  light: string;
  dark: string;
}

const CATEGORY_SWATCHES: readonly Swatch[] = [
  { light: '#1d4ed8', dark: '#93c5fd' }, // blue
  { light: '#6d28d9', dark: '#c4b5fd' }, // violet
  { light: '#115e59', dark: '#5eead4' }, // teal
  { light: '#9a3412', dark: '#fdba74' }, // orange
  { light: '#9d174d', dark: '#f9a8d4' }, // pink
  { light: '#155e75', dark: '#67e8f9' }, // cyan
];

const DIFFICULTY_SWATCHES: Record<Difficulty, Swatch> = {
  Beginner: { light: '#166534', dark: '#4ade80' },
  Intermediate: { light: '#854d0e', dark: '#facc15' },
  Advanced: { light: '#991b1b', dark: '#f87171' },
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
