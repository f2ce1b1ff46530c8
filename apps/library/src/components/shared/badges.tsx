/**
 * The library's badges: difficulty (green Beginner, yellow Intermediate, red Advanced) and category
 * (six colours, cycled). Soft tinted chips whose text keeps WCAG AA contrast in light and dark mode;
 * the colours are the theme's `difficulty` and `category` tokens (packages/ui domainPalette).
 */
import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';
import type { Difficulty } from '@tradeboard/types/core';
import { categoryColorIndex } from '../../lib/colors.js';

function ToneChip({ label, color }: { label: string; color: string }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={{ color, bgcolor: alpha(color, 0.12), border: `1px solid ${alpha(color, 0.4)}`, fontWeight: 600 }}
    />
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { palette } = useTheme();
  return <ToneChip label={difficulty} color={palette.difficulty[difficulty]} />;
}

export function CategoryBadge({ category }: { category: string }) {
  const { palette } = useTheme();
  return <ToneChip label={category} color={palette.category[categoryColorIndex(category)] ?? palette.category[0]!} />;
}
