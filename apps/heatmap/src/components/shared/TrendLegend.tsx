import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RANGES, TREND_CODES } from '@tradeboard/types/core';
import { TREND_MEANINGS } from '../../lib/trendMeanings.js';
import { RangeBadge } from './RangeBadge.js';
import { TrendChip } from './TrendChip.js';

/** Legend of the heat map colours: HH green, HL light red, LH dark green, LL dark red, and the ranges. */
export function TrendLegend() {
  return (
    <Box
      component="section"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, alignItems: 'center' }}
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {TREND_CODES.map((code) => (
          <Stack key={code} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <TrendChip code={code} />
            <Typography variant="caption" color="text.secondary">
              {TREND_MEANINGS[code]}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {RANGES.map((range) => (
          <RangeBadge key={range} range={range} />
        ))}
      </Stack>
    </Box>
  );
}
