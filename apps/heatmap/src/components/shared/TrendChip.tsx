import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { TrendCode } from '@tradeboard/types';
import { NotSet } from '@tradeboard/ui';
import { TREND_MEANINGS } from '../../lib/trendMeanings.js';

/** A BX trend value as a coloured chip (theme token `palette.trend`); an unset value is a quiet dash. */
export function TrendChip({ code, size = 'small' }: { code: TrendCode | null; size?: 'small' | 'medium' }) {
  const trend = useTheme().palette.trend;
  if (!code) return <NotSet />;
  const swatch = trend[code];
  return (
    <Chip
      label={code}
      size={size}
      title={TREND_MEANINGS[code]}
      sx={{
        bgcolor: swatch.main,
        color: swatch.contrastText,
        fontWeight: 700,
        minWidth: 44,
        letterSpacing: 0.5,
        // Inset, so the chip keeps its size in both modes.
        boxShadow: swatch.edge ? `inset 0 0 0 1px ${swatch.edge}` : undefined,
      }}
    />
  );
}
