import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ActivityFund } from '@tradeboard/types/core';
import { lazy, Suspense } from 'react';
import { QueryState } from '../layout/QueryState.js';
import { SectionCard } from '../layout/SectionCard.js';
import { NEXT_SESSION_TEXTS } from './nextSessionTexts.js';
import { NextSessionTradeList } from './NextSessionTradeList.js';
import { useNextSessionTrades, useRemoveNextSessionTrade } from './useNextSessionTrades.js';

// An admin's form comes from the kit's editing entry, so a student's page never downloads it.
const NextSessionTradeForm = lazy(() =>
  import('@tradeboard/ui/forms').then((module) => ({ default: module.NextSessionTradeForm })),
);

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
  const trades = useNextSessionTrades(fund);
  const remove = useRemoveNextSessionTrade(fund);
  const list = trades.data ?? [];
  const onRemove = readOnly ? undefined : (trade: (typeof list)[number]) => remove.mutate(trade);

  return (
    <SectionCard
      title={NEXT_SESSION_TEXTS.title}
      action={readOnly ? <Chip size="small" variant="outlined" label={NEXT_SESSION_TEXTS.previewOnly} /> : undefined}
    >
      {readOnly ? undefined : (
        <Suspense fallback={null}>
          <NextSessionTradeForm fund={fund} trades={list} />
        </Suspense>
      )}
      {trades.data ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NextSessionTradeList
            action="add"
            trades={list.filter((trade) => trade.action === 'add')}
            onRemove={onRemove}
          />
          <NextSessionTradeList
            action="remove"
            trades={list.filter((trade) => trade.action === 'remove')}
            onRemove={onRemove}
          />
        </Stack>
      ) : (
        <QueryState
          query={trades}
          loadingText={NEXT_SESSION_TEXTS.loading}
          errorText={NEXT_SESSION_TEXTS.fetchFailed}
          label={NEXT_SESSION_TEXTS.title}
        />
      )}
    </SectionCard>
  );
}
