import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ManualPnl } from '@tradeboard/types';
import { formatCurrency, formatPercent, formatSignedCurrency } from '@tradeboard/ui';
import { EMPTY_TEXTS } from '../../lib/messages.js';

export interface FundChipsProps {
  /** Sum of P&L Open of the fund's holdings; null when it holds nothing. */
  unrealizedPnl: number | null;
  pnl: ManualPnl | null | undefined;
}

type Kind = 'signed' | 'percent' | 'money';

function chipText(label: string, value: number | null | undefined, kind: Kind): string {
  if (value === null || value === undefined) return `${label}: ${EMPTY_TEXTS.notSet}`;
  const text =
    kind === 'percent' ? formatPercent(value) : kind === 'signed' ? formatSignedCurrency(value) : formatCurrency(value);
  return `${label}: ${text}`;
}

/** The student 'Fund Holdings' chips; a figure that is not stored reads 'Not Set'. Signed figures say their sign. */
export function FundChips({ unrealizedPnl, pnl }: FundChipsProps) {
  const chips: Array<[string, number | null | undefined, Kind]> = [
    ['Unrealized Total P&L', unrealizedPnl, 'signed'],
    ['P&L Since 2020', pnl?.allTimePnl, 'signed'],
    ['YTD P&L', pnl?.ytdPnl, 'signed'],
    ['YTD P&L %', pnl?.ytdPnlPercent, 'percent'],
    ['Starting Capital 2025', pnl?.startingCapital, 'money'],
  ];
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="ul"
      aria-label="Fund figures"
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {chips.map(([label, value, kind]) => {
        const tone =
          kind === 'money' || value === null || value === undefined ? undefined : value >= 0 ? 'pnl.up' : 'pnl.down';
        return (
          <li key={label}>
            <Chip
              variant="outlined"
              label={chipText(label, value, kind)}
              sx={tone ? { color: tone, borderColor: 'currentColor', fontWeight: 600 } : undefined}
            />
          </li>
        );
      })}
    </Stack>
  );
}
