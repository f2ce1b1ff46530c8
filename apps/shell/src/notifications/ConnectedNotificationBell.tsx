import type { NavigateOptions, TabId } from '@tradeboard/ui';
import { FlowAlertSwitch } from './FlowAlertSwitch.js';
import { NotificationBell } from './NotificationBell.js';
import { useFlowAlertNotifier } from './useFlowAlertNotifier.js';
import { useTodayActivity } from './useTodayActivity.js';

export function ConnectedNotificationBell({ navigate }: { navigate: (tab: TabId, options?: NavigateOptions) => void }) {
  useFlowAlertNotifier(navigate);
  return (
    <NotificationBell items={useTodayActivity()} navigate={navigate}>
      <FlowAlertSwitch />
    </NotificationBell>
  );
}
