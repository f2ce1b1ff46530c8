import { Chip, useTheme } from '@mui/material';
import type { TrendCode } from '@tradeboard/types';
import { TREND_MEANINGS, TREND_SWATCHES } from '../../lib/trendColors';
import { NotSet } from './NotSet';

/** A BX trend value as a coloured chip; an unset value is a quiet dash. */
export function TrendChip({ code, size = 'small' }: { code: TrendCode | null; size?: 'small' | 'medium' }) {
  const mode = useTheme().palette.mode;
  if (!code) return <NotSet />;
  const swatch = TREND_SWATCHES[code];
  const edge = mode === 'dark' ? swatch.darkModeEdge : undefined;
  return (
    <Chip
      label={code}
      size={size}
      title={TREND_MEANINGS[code]}
      sx={{
        bgcolor: swatch.background,
        color: swatch.text,
        fontWeight: 700,
        minWidth: 44,
        letterSpacing: 0.5,
        // Inset, so the chip keeps its size in both modes.
        boxShadow: edge ? `inset 0 0 0 1px ${edge}` : undefined,
      }}
    />
  );
}
