import Stack from '@mui/material/Stack';
import { FLOW_FUND } from '@tradeboard/types/core';
import { TradingActivity } from '@tradeboard/ui/forms';
import { AdminAlerts } from '../components/alerts/AdminAlerts.js';
import { HoldingsPnl } from '../components/holdings/HoldingsPnl.js';
import { ManagePositions } from '../components/holdings/ManagePositions.js';
import { FlowPnlCard } from '../components/pnl/FlowPnlCard.js';
import { TEXTS } from '../lib/messages.js';

/** The admin's Unusual Flow tab: flow P&L, flow activity, Unusual Whale positions, then the alerts. */
export function AdminFlowView() {
  return (
    <Stack spacing={3}>
      <FlowPnlCard readOnly={false} />
      <TradingActivity fund={FLOW_FUND} title={TEXTS.activityTitle} />
      <ManagePositions />
      <HoldingsPnl readOnly={false} />
      <AdminAlerts />
    </Stack>
  );
}
