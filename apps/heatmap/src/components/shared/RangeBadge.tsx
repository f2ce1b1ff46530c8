import { Box, Typography, useTheme } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CircleIcon from '@mui/icons-material/Circle';
import StopIcon from '@mui/icons-material/Stop';
import type { Range } from '@tradeboard/types';
import { RANGE_STYLES, type RangeIconName } from '../../lib/trendColors';
import { NotSet } from './NotSet';

const ICONS: Record<RangeIconName, typeof CircleIcon> = { circle: CircleIcon, checkbox: CheckBoxIcon, stop: StopIcon };

/** Discount Range (purple circle), Fair Value (green checkbox), Premium Range (red stop). */
export function RangeBadge({ range }: { range: Range | null }) {
  const mode = useTheme().palette.mode;
  if (!range) return <NotSet />;
  const { icon } = RANGE_STYLES[range];
  const color = RANGE_STYLES[range].color[mode];
  const Icon = ICONS[icon];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontWeight: 600 }}>
      <Icon fontSize="small" aria-hidden sx={{ color }} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'inherit', lineHeight: 1.3 }}>
        {range}
      </Typography>
    </Box>
  );
}
