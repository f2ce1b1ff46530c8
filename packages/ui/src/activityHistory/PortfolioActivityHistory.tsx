import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  PORTFOLIO_HISTORY_DAYS,
  emptyHistoryText,
  groupActivityHistory,
  type ActivityFund,
} from '@tradeboard/types/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { portfolioActivityApi } from '../api/resources/portfolioActivity.js';
import { visuallyHidden } from '../layout/NotSet.js';
import { QueryState } from '../layout/QueryState.js';
import { SectionCard } from '../layout/SectionCard.js';
import { ActivityEntryRow } from './ActivityEntryRow.js';
import { ACTIVITY_HISTORY_TEXTS, activityCountLabel, historyWindowText } from './activityHistoryTexts.js';

export interface PortfolioActivityHistoryProps {
  /** Whose history: 'Main Fund' on the dashboards; the flow module may pass 'FLOW'. */
  fund: ActivityFund;
  /** The window in days (default 7, SPEC section 9). */
  days?: number;
}

/**
 * The Portfolio Activity History (SPEC section 2 and 4): the last N days of a fund's activity,
 * grouped by date (newest first) with a count badge per date, each entry labelled and coloured.
 */
export function PortfolioActivityHistory({ fund, days = PORTFOLIO_HISTORY_DAYS }: PortfolioActivityHistoryProps) {
  const query = useQuery(portfolioActivityApi.byFund(fund, days));
  const groups = useMemo(() => groupActivityHistory(query.data ?? []), [query.data]);

  return (
    <SectionCard title={ACTIVITY_HISTORY_TEXTS.title} subtitle={historyWindowText(days)}>
      {query.data === undefined ? (
        <QueryState
          query={query}
          loadingText={ACTIVITY_HISTORY_TEXTS.loading}
          errorText={ACTIVITY_HISTORY_TEXTS.fetchFailed}
          label={ACTIVITY_HISTORY_TEXTS.title}
        />
      ) : groups.length === 0 ? (
        <Typography color="text.secondary">{emptyHistoryText(days)}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {groups.map((group, index) => (
            <Box key={group.date} component="section" aria-label={group.date}>
              {index > 0 ? <Divider sx={{ mb: 2 }} /> : undefined}
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {group.date}
                </Typography>
                <Chip
                  size="small"
                  label={
                    <>
                      <span aria-hidden>{group.entries.length}</span>
                      <Box component="span" sx={visuallyHidden}>
                        {activityCountLabel(group.entries.length)}
                      </Box>
                    </>
                  }
                />
              </Box>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {group.entries.map((entry) => (
                  <ActivityEntryRow key={entry.id} entry={entry} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
