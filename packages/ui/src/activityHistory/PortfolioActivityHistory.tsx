import { Alert, Box, Button, Card, Chip, CircularProgress, Divider, Typography } from '@mui/material';
import type { PortfolioActivity } from '@tradeboard/types';
import { PORTFOLIO_HISTORY_DAYS, emptyHistoryText, groupActivityHistory, type ActivityFund } from '@tradeboard/types/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { queryKeys } from '../api/queryKeys.js';
import { ActivityEntryRow } from './ActivityEntryRow.js';
import { ACTIVITY_HISTORY_TEXTS, activityCountLabel, historyWindowText } from './activityHistoryTexts.js';

/** Read by screen readers only: the badge shows '3', a screen reader says '3 activities'. */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

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
  const headingId = useId();
  const query = useQuery<PortfolioActivity[]>({ queryKey: queryKeys.portfolioActivity(fund, days) });
  const groups = useMemo(() => groupActivityHistory(query.data ?? []), [query.data]);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {ACTIVITY_HISTORY_TEXTS.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {historyWindowText(days)}
        </Typography>
      </Box>
      {query.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 56 }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">{ACTIVITY_HISTORY_TEXTS.loading}</Typography>
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()} aria-label={`Retry ${ACTIVITY_HISTORY_TEXTS.title}`}>
              Retry
            </Button>
          }
        >
          {ACTIVITY_HISTORY_TEXTS.fetchFailed}
        </Alert>
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
                      <Box component="span" sx={VISUALLY_HIDDEN}>
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
    </Card>
  );
}
