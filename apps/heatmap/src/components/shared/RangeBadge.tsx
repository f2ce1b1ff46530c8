import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CircleIcon from '@mui/icons-material/Circle';
import StopIcon from '@mui/icons-material/Stop';
import type { Range } from '@tradeboard/types';
import { NotSet } from '@tradeboard/ui';

const ICONS: Record<Range, typeof CircleIcon> = {
  'Discount Range': CircleIcon,
  'Fair Value': CheckBoxIcon,
  'Premium Range': StopIcon,
};

/** Discount Range (purple circle), Fair Value (green checkbox), Premium Range (red stop); colours from `palette.range`. */
export function RangeBadge({ range }: { range: Range | null }) {
  const colors = useTheme().palette.range;
  if (!range) return <NotSet />;
  const color = colors[range];
  const Icon = ICONS[range];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontWeight: 600 }}>
      <Icon fontSize="small" aria-hidden sx={{ color }} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'inherit', lineHeight: 1.3 }}>
        {range}
      </Typography>
    </Box>
  );
}
