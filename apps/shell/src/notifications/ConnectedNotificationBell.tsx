import Box from '@mui/material/Box';
import type { NavigateOptions, TabId } from '@tradeboard/ui';
import { lazy, Suspense } from 'react';
import { NotificationBell } from './NotificationBell.js';
import { useFlowAlertNotifier } from './useFlowAlertNotifier.js';
import { useTodayActivity } from './useTodayActivity.js';

// The switch (and MUI's Switch) downloads when the bell's panel first opens, not with the page.
const FlowAlertSwitch = lazy(() =>
  import(/* webpackChunkName: "flow-alert-switch" */ './FlowAlertSwitch.js').then((module) => ({
    default: module.FlowAlertSwitch,
  })),
);

/** The switch's row: the panel keeps its height while the switch downloads. */
const SWITCH_ROW_HEIGHT = 46;

export function ConnectedNotificationBell({ navigate }: { navigate: (tab: TabId, options?: NavigateOptions) => void }) {
  useFlowAlertNotifier(navigate);
  return (
    <NotificationBell items={useTodayActivity()} navigate={navigate}>
      <Suspense fallback={<Box sx={{ height: SWITCH_ROW_HEIGHT }} />}>
        <FlowAlertSwitch />
      </Suspense>
    </NotificationBell>
  );
}
