import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlowHolding } from '@tradeboard/types';
import { flowPortfolioSummary } from '@tradeboard/types/core';
import { formatCurrency, QueryState, SectionCard, SignedPnl } from '@tradeboard/ui';
import { useState } from 'react';
import { useDeleteHolding, useUpdateHolding } from '../../api/mutations.js';
import { useFlowHoldings } from '../../api/queries.js';
import { holdingFormFrom } from '../../lib/holdingForm.js';
import { TEXTS } from '../../lib/messages.js';
import { HoldingForm } from './HoldingForm.js';
import { HoldingRow } from './HoldingRow.js';

/**
 * 'Current Unusual Whale Holdings P&L': positions by ticker with their P&L and the total. Admins edit
 * one position at a time inline, and delete after a confirm prompt.
 */
export function HoldingsPnl({ readOnly }: { readOnly: boolean }) {
  const query = useFlowHoldings();
  /** The position being edited, as its form was filled (a 412 refills it with the stored one). */
  const [editing, setEditing] = useState<FlowHolding | null>(null);
  const editingId = editing?.id ?? null;
  const setEditingId = (id: string | null) => setEditing(holdings.find((holding) => holding.id === id) ?? null);
  const update = useUpdateHolding((current) => setEditing(current));
  const remove = useDeleteHolding();
  const holdings = query.data ?? [];
  const summary = flowPortfolioSummary(holdings);

  const confirmDelete = (holding: FlowHolding) => {
    if (window.confirm(TEXTS.deletePositionConfirm)) remove.mutate(holding);
  };

  return (
    <SectionCard title={TEXTS.holdingsTitle}>
      {!query.isSuccess ? (
        <QueryState
          query={query}
          loadingText="Loading flow positions..."
          errorText="Failed to fetch flow holdings"
          label={TEXTS.holdingsTitle}
        />
      ) : holdings.length === 0 ? (
        <Typography color="text.secondary">{TEXTS.holdingsEmpty}</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {holdings.map((holding) =>
              editing && editingId === holding.id && !readOnly ? (
                <Box component="li" key={holding.id} sx={{ py: 1.5 }}>
                  <HoldingForm
                    key={editing.version}
                    initial={holdingFormFrom(editing)}
                    label={`Edit ${holding.ticker} position`}
                    submitLabel="Save"
                    pending={update.isPending}
                    onSubmit={(body) =>
                      update.mutate({ record: editing, body }, { onSuccess: () => setEditingId(null) })
                    }
                    onCancel={() => setEditingId(null)}
                  />
                </Box>
              ) : (
                <HoldingRow
                  key={holding.id}
                  holding={holding}
                  actions={
                    readOnly
                      ? undefined
                      : {
                          onEdit: () => setEditingId(holding.id),
                          onDelete: () => confirmDelete(holding),
                          disabled: remove.isPending,
                        }
                  }
                />
              ),
            )}
          </Box>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', pt: 2, flexWrap: 'wrap', gap: 1 }}
          >
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="flow-holdings-total">
              <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(summary.totalValue)}
              </Typography>
              <SignedPnl value={summary.totalPnl} />
              <SignedPnl value={summary.totalPnlPercent} format="percent" />
            </Stack>
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
