import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FLOW_FUND } from '@tradeboard/types/core';
import { TradingActivityBanner } from '@tradeboard/ui';
import { HoldingsPnl } from '../components/holdings/HoldingsPnl.js';
import { FlowPnlCard } from '../components/pnl/FlowPnlCard.js';
import { StudentAlerts } from '../components/student/StudentAlerts.js';
import { TEXTS } from '../lib/messages.js';

/** The student's Unusual Flow tab, read only and live: alerts, flow P&L, positions and flow activity. */
export function StudentFlowView() {
  return (
    <Stack spacing={3}>
      <StudentAlerts />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, alignItems: 'start' }}>
        <FlowPnlCard readOnly />
        <HoldingsPnl readOnly />
      </Box>
      <TradingActivityBanner fund={FLOW_FUND} title={TEXTS.activityTitle} />
    </Stack>
  );
}
