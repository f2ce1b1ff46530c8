import { Chip } from '@mui/material';
import type { TrendCode } from '@tradeboard/types';
import { TREND_MEANINGS, TREND_SWATCHES } from '../../lib/trendColors';
import { NotSet } from './NotSet';

/** A BX trend value as a coloured chip; an unset value is a quiet dash. */
export function TrendChip({ code, size = 'small' }: { code: TrendCode | null; size?: 'small' | 'medium' }) {
  if (!code) return <NotSet />;
  const swatch = TREND_SWATCHES[code];
  return (
    <Chip
      label={code}
      size={size}
      title={TREND_MEANINGS[code]}
      sx={{ bgcolor: swatch.background, color: swatch.text, fontWeight: 700, minWidth: 44, letterSpacing: 0.5 }}
    />
  );
}
