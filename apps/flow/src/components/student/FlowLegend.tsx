import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OPTION_TYPES } from '@tradeboard/types/core';
import { alertDirection } from '../../lib/alerts.js';

/** CALL bullish / PUT bearish. */
export function FlowLegend() {
  return (
    <Stack direction="row" spacing={2} component="ul" aria-label="Legend" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {OPTION_TYPES.map((type) => (
        <Stack key={type} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `optionType.${type}` }} />
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {type}
            </Box>{' '}
            {alertDirection(type).toLowerCase()}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
