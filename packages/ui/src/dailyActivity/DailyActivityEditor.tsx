import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ActivityFund } from '@tradeboard/types/core';
import { useId } from 'react';
import { todayUsDate } from '../format/formatters.js';
import { activityCount, addTicker, listOf } from './dailyActivityLists.js';
import { toast } from '@tradeboard/runtime';
import { alreadyListedToast, DAILY_ACTIVITY_TEXTS } from './dailyActivityTexts.js';
import { SyncToHistoryPanel } from './SyncToHistoryPanel.js';
import { TickerListEditor } from './TickerListEditor.js';
import { useChangeDailyActivity, useDailyActivity, useSyncDailyActivity } from './useDailyActivity.js';

export interface DailyActivityEditorProps {
  fund: ActivityFund;
  /** MM/DD/YYYY; the viewer's local today by default. */
  date?: string;
}

/**
 * The admin's Daily Activity Editor (SPEC "Daily activity", section 4): every change saves at once,
 * as a single change (one ticker added or removed), so another admin's tickers are never overwritten;
 * a ticker added to one list leaves the other; a repeat is ignored.
 */
export function DailyActivityEditor({ fund, date = todayUsDate() }: DailyActivityEditorProps) {
  const headingId = useId();
  const { lists } = useDailyActivity({ fund, date });
  const change = useChangeDailyActivity({ fund, date });
  const sync = useSyncDailyActivity({ fund, date });
  const count = activityCount(lists);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {DAILY_ACTIVITY_TEXTS.editorTitle}{' '}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {fund} · {date}
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {DAILY_ACTIVITY_TEXTS.autosaveNote}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: count > 0 ? 2 : 0 }}>
        {(['added', 'removed'] as const).map((side) => (
          <TickerListEditor
            key={side}
            side={side}
            tickers={listOf(lists, side)}
            onAdd={(raw) => {
              const result = addTicker(lists, side, raw);
              if (result.kind === 'changed') change.mutate({ side, action: 'add', ticker: result.ticker });
              if (result.kind === 'duplicate') toast(alreadyListedToast(result.ticker, side));
              return result;
            }}
            onRemove={(ticker) => change.mutate({ side, action: 'remove', ticker })}
          />
        ))}
      </Box>
      {count > 0 ? (
        <SyncToHistoryPanel count={count} syncing={sync.isPending} onSync={() => sync.mutate(lists)} />
      ) : null}
    </Card>
  );
}
