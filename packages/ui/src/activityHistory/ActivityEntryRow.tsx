import { Box, Chip, Typography } from '@mui/material';
import type { ActivityDetails, ActivityTone, HistoryEntry } from '@tradeboard/types/core';
import { formatCurrency, formatUsDate } from '../format/formatters.js';

/** Green added, red removed, blue modified, grey otherwise (SPEC section 4); the label says it in words too. */
const TONE_COLOURS: Record<ActivityTone, 'success' | 'error' | 'info' | 'default'> = {
  added: 'success',
  removed: 'error',
  modified: 'info',
  other: 'default',
};

/** 'Qty 10', 'Price $1.50', 'Strike $500.00', 'Exp 06/20/2025', 'CALL': whichever the entry carries. */
export function detailParts(details: ActivityDetails): string[] {
  const parts: string[] = [];
  if (details.optionType !== undefined) parts.push(details.optionType);
  if (details.quantity !== undefined) parts.push(`Qty ${details.quantity.toLocaleString('en-US')}`);
  if (details.price !== undefined) parts.push(`Price ${formatCurrency(details.price)}`);
  if (details.strike !== undefined) parts.push(`Strike ${formatCurrency(details.strike)}`);
  if (details.expiry !== undefined) parts.push(`Exp ${formatUsDate(details.expiry)}`);
  return parts;
}

/** One history entry: its coloured label, the ticker and its details. */
export function ActivityEntryRow({ entry }: { entry: HistoryEntry }) {
  const parts = detailParts(entry.details);
  return (
    <Box
      component="li"
      data-tone={entry.tone}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, py: 1 }}
    >
      <Chip
        size="small"
        color={TONE_COLOURS[entry.tone]}
        variant={entry.tone === 'other' ? 'outlined' : 'filled'}
        label={entry.label}
        // The theme's filled info blue is too light for its white text (3.9:1); its dark shade passes AA.
        sx={entry.tone === 'modified' ? { bgcolor: 'info.dark' } : undefined}
      />
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {entry.ticker}
      </Typography>
      {parts.length > 0 ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {parts.join(' · ')}
        </Typography>
      ) : undefined}
    </Box>
  );
}
