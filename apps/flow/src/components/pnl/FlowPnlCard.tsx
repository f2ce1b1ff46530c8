import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState, SectionCard, SignedPnl } from '@tradeboard/ui';
import { useState } from 'react';
import { useFlowPnl } from '../../api/queries.js';
import { TEXTS } from '../../lib/messages.js';
import { FlowPnlForm } from './FlowPnlForm.js';

/**
 * 'Total Flow P&L (YTD)': the manual P&L of fund FLOW, amount and signed percent. Edit (admin only)
 * swaps the figures for the two inputs; students read it live (every 5 s).
 */
export function FlowPnlCard({ readOnly }: { readOnly: boolean }) {
  const query = useFlowPnl({ live: readOnly });
  const [editing, setEditing] = useState(false);
  const record = query.data ?? null;

  const action =
    readOnly || editing || query.isPending ? undefined : (
      <Button
        variant="outlined"
        size="small"
        startIcon={<Edit aria-hidden />}
        onClick={() => setEditing(true)}
        aria-label="Edit Flow P&L"
      >
        Edit
      </Button>
    );

  return (
    <SectionCard title={TEXTS.pnlTitle} subtitle={TEXTS.pnlCaption} action={action}>
      {query.isSuccess && editing ? (
        <FlowPnlForm record={record} onDone={() => setEditing(false)} />
      ) : query.isSuccess ? (
        <Stack direction="row" useFlexGap spacing={3} sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 1 }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              YTD P&L
            </Typography>
            <SignedPnl value={record?.ytdPnl} variant="h5" />
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              YTD P&L %
            </Typography>
            <SignedPnl value={record?.ytdPnlPercent} format="percent" variant="h5" />
          </Box>
        </Stack>
      ) : (
        <QueryState
          query={query}
          loadingText="Loading Flow P&L..."
          errorText="Failed to fetch manual P&L"
          label={TEXTS.pnlTitle}
        />
      )}
    </SectionCard>
  );
}
