import Stack from '@mui/material/Stack';
import type { ActivityFund } from '@tradeboard/types/core';
import { todayUsDate } from '../format/formatters.js';
import { DailyActivityEditor } from './DailyActivityEditor.js';
import { TradingActivityBanner } from './TradingActivityBanner.js';

export interface TradingActivityProps {
  fund: ActivityFund;
  title?: string;
  /** Students (and read-only slots) see the banner alone. */
  readOnly?: boolean;
  date?: string;
}

/** A fund's daily activity: the banner, plus the editor unless read only (SPEC "Flow Trading Activity"). */
export function TradingActivity({ fund, title, readOnly = false, date = todayUsDate() }: TradingActivityProps) {
  return (
    <Stack spacing={2}>
      <TradingActivityBanner fund={fund} title={title} date={date} />
      {readOnly ? null : <DailyActivityEditor fund={fund} date={date} />}
    </Stack>
  );
}
