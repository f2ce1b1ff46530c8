import type { NavigateOptions, TabId } from '@tradeboard/ui';
import { NotificationBell } from './NotificationBell.js';
import { useTodayActivity } from './useTodayActivity.js';

export function ConnectedNotificationBell({ navigate }: { navigate: (tab: TabId, options?: NavigateOptions) => void }) {
  return <NotificationBell items={useTodayActivity()} navigate={navigate} />;
}
