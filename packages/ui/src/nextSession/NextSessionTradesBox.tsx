import { Alert, Box, Button, Card, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { ActivityFund } from '@tradeboard/types/core';
import { useId } from 'react';
import { NEXT_SESSION_TEXTS } from './nextSessionTexts.js';
import { NextSessionTradeForm } from './NextSessionTradeForm.js';
import { NextSessionTradeList } from './NextSessionTradeList.js';
import { useNextSessionTrades, useRemoveNextSessionTrade } from './useNextSessionTrades.js';

export interface NextSessionTradesBoxProps {
  /** Whose trades: 'Main Fund' on the dashboards; the flow module may pass 'FLOW'. */
  fund: ActivityFund;
  /** Students: no form, no remove controls, a 'Preview Only' badge instead. */
  readOnly?: boolean;
}

/**
 * The Next Session Trades box (SPEC "Next Session Trades box"): 'Positions to Add' and
 * 'Positions to Remove'; admins schedule and remove trades, everyone else sees a preview.
 */
export function NextSessionTradesBox({ fund, readOnly = false }: NextSessionTradesBoxProps) {
  const headingId = useId();
  const trades = useNextSessionTrades(fund);
  const remove = useRemoveNextSessionTrade(fund);
  const list = trades.data ?? [];
  const onRemove = readOnly ? undefined : (trade: (typeof list)[number]) => remove.mutate(trade);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {NEXT_SESSION_TEXTS.title}
        </Typography>
        {readOnly ? <Chip size="small" variant="outlined" label={NEXT_SESSION_TEXTS.previewOnly} /> : undefined}
      </Box>
      {readOnly ? undefined : <NextSessionTradeForm fund={fund} trades={list} />}
      {trades.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 56 }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">{NEXT_SESSION_TEXTS.loading}</Typography>
        </Box>
      ) : trades.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void trades.refetch()} aria-label={`Retry ${NEXT_SESSION_TEXTS.title}`}>
              Retry
            </Button>
          }
        >
          {NEXT_SESSION_TEXTS.fetchFailed}
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NextSessionTradeList action="add" trades={list.filter((trade) => trade.action === 'add')} onRemove={onRemove} />
          <NextSessionTradeList action="remove" trades={list.filter((trade) => trade.action === 'remove')} onRemove={onRemove} />
        </Stack>
      )}
    </Card>
  );
}
