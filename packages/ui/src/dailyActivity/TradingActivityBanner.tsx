import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityFund } from '@tradeboard/types/core';
import { useId, type ReactNode } from 'react';
import { todayUsDate } from '../format/formatters.js';
import { listOf, type ActivitySide } from './dailyActivityLists.js';
import { SIDE_TEXTS } from './dailyActivityTexts.js';
import { useDailyActivity } from './useDailyActivity.js';

export interface TradingActivityBannerProps {
  fund: ActivityFund;
  /** 'Trading Activity' for the Main Fund, 'Flow Trading Activity' for FLOW. */
  title?: string;
  /** MM/DD/YYYY; the viewer's local today by default. */
  date?: string;
}

const SIDE_STYLE: Record<ActivitySide, { color: 'success' | 'error'; icon: ReactNode }> = {
  added: { color: 'success', icon: <AddCircleOutlined fontSize="small" color="success" aria-hidden /> },
  removed: { color: 'error', icon: <RemoveCircleOutlined fontSize="small" color="error" aria-hidden /> },
};

/**
 * The Trading Activity banner (SPEC "Daily activity"): the title with the date, then the tickers
 * added and removed that day with a $ prefix. Read only; a failed read shows the empty texts.
 */
export function TradingActivityBanner({
  fund,
  title = 'Trading Activity',
  date = todayUsDate(),
}: TradingActivityBannerProps) {
  const headingId = useId();
  const { lists, isPending } = useDailyActivity({ fund, date });
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}{' '}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {date}
        </Typography>
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(['added', 'removed'] as const).map((side) => (
          <TickerGroup key={side} side={side} tickers={listOf(lists, side)} loading={isPending} />
        ))}
      </Box>
    </Card>
  );
}

function TickerGroup({ side, tickers, loading }: { side: ActivitySide; tickers: readonly string[]; loading: boolean }) {
  const labelId = useId();
  const { heading, empty } = SIDE_TEXTS[side];
  const { color, icon } = SIDE_STYLE[side];
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {icon}
        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {loading ? `${heading}:` : `${heading}: (${tickers.length})`}
        </Typography>
      </Stack>
      {loading ? (
        // Same height as a row of chips, so the banner does not jump when the lists arrive.
        <Skeleton variant="rounded" width={160} height={24} />
      ) : tickers.length === 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ minHeight: 24, display: 'flex', alignItems: 'center' }}
        >
          {empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={labelId}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {tickers.map((ticker) => (
            <li key={ticker}>
              <Chip size="small" color={color} variant="outlined" label={`$${ticker}`} sx={{ fontWeight: 600 }} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
