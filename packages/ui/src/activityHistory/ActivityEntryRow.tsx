import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ActivityDetails, ActivityTone, HistoryEntry } from '@tradeboard/types/core';
import { formatCurrency, formatUsDate } from '../format/formatters.js';

/** Green added, red removed, blue modified, grey otherwise (SPEC section 4); the label says it in words too. */
const TONE_COLOURS: Record<ActivityTone, 'success' | 'error' | 'info' | 'default'> = {
  added: 'success',
  removed: 'error',
  modified: 'info',
  other: 'default',
};

/** How an edited field is named in the history, and how its new value reads. */
const CHANGE_LABELS: Record<string, { label: string; value: (to: string | number) => string }> = {
  dateOpened: { label: 'Date Opened', value: (to) => formatUsDate(String(to)) || String(to) },
  quantity: { label: 'Qty', value: (to) => Number(to).toLocaleString('en-US') },
  tradePrice: { label: 'Price', value: (to) => formatCurrency(Number(to)) },
  entryPrice: { label: 'Entry Price', value: (to) => formatCurrency(Number(to)) },
  currentPrice: { label: 'Current Price', value: (to) => formatCurrency(Number(to)) },
  pnlPercent: { label: 'P&L %', value: (to) => `${Number(to)}%` },
  pnlOpen: { label: 'P&L Open', value: (to) => formatCurrency(Number(to)) },
  ticker: { label: 'Ticker', value: String },
  fund: { label: 'Fund', value: String },
};

/** 'Date Opened 11/03/2026', 'Date Opened cleared': what an edit changed (issue 28). */
function changeParts(changes: NonNullable<ActivityDetails['changes']>): string[] {
  return changes.map(({ field, to }) => {
    const named = CHANGE_LABELS[field] ?? { label: field, value: String };
    return to === null || to === '' ? `${named.label} cleared` : `${named.label} ${named.value(to)}`;
  });
}

/**
 * What an edit changed first ('Date Opened 11/03/2026'), then 'Qty 10', 'Price $1.50',
 * 'Strike $500.00', 'Exp 06/20/2025', 'CALL': whichever the entry carries and the change did not say.
 */
export function detailParts(details: ActivityDetails): string[] {
  const changed = new Set(details.changes?.map((change) => change.field));
  const parts: string[] = details.changes ? changeParts(details.changes) : [];
  if (details.optionType !== undefined) parts.push(details.optionType);
  if (details.quantity !== undefined && !changed.has('quantity'))
    parts.push(`Qty ${details.quantity.toLocaleString('en-US')}`);
  if (details.price !== undefined && !changed.has('tradePrice')) parts.push(`Price ${formatCurrency(details.price)}`);
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
