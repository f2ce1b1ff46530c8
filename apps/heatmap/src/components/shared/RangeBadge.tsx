import { Box, Typography } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CircleIcon from '@mui/icons-material/Circle';
import StopIcon from '@mui/icons-material/Stop';
import type { Range } from '@tradeboard/types';
import { RANGE_STYLES, type RangeIconName } from '../../lib/trendColors';

const ICONS: Record<RangeIconName, typeof CircleIcon> = { circle: CircleIcon, checkbox: CheckBoxIcon, stop: StopIcon };

/** Discount Range (purple circle), Fair Value (green checkbox), Premium Range (red stop). */
export function RangeBadge({ range }: { range: Range | null }) {
  if (!range) {
    return (
      <Typography component="span" variant="body2" color="text.disabled" aria-label="Not set">
        —
      </Typography>
    );
  }
  const { color, icon } = RANGE_STYLES[range];
  const Icon = ICONS[icon];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontWeight: 600 }}>
      <Icon fontSize="small" aria-hidden sx={{ color }} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'inherit', whiteSpace: 'nowrap' }}>
        {range}
      </Typography>
    </Box>
  );
}
