import { useQuery } from '@tanstack/react-query';
import type { UnusualFlow } from '@tradeboard/types';
import {
  requestFlowAlert,
  unusualFlowApi,
  useLiveConnection,
  useLiveState,
  type NavigateOptions,
  type TabId,
} from '@tradeboard/ui';
import { useAtomValue } from 'jotai';
import { flowAlertNotification, flowNotificationsAtom, notificationPermission } from './flowNotifications.js';
import { useOnNewEntries } from './useOnNewEntries.js';

/**
 * Shows a system notification for each new flow alert, when the student switched them on and the
 * browser allows them. Only the tab holding the browser's live stream (the leader) shows it, so
 * several open tabs give one notification; nothing is shown for the page's own writes (an alert the
 * admin posted from a tab of this browser). A click focuses the tab and opens the alert's dialog.
 */
export function useFlowAlertNotifier(navigate: (tab: TabId, options?: NavigateOptions) => void) {
  const enabled = useAtomValue(flowNotificationsAtom);
  const { leader } = useLiveState();
  const live = useLiveConnection();
  // The bell's query (same key): this adds no request of its own.
  const flows = useQuery(unusualFlowApi.list()).data;
  useOnNewEntries(flows, (fresh: UnusualFlow[]) => {
    if (!enabled || !leader || notificationPermission() !== 'granted') return;
    for (const alert of fresh) {
      if (live.isOwnWrite(alert.id)) continue;
      const { title, options } = flowAlertNotification(alert);
      const notification = new Notification(title, options);
      notification.onclick = () => {
        window.focus();
        navigate('flow');
        requestFlowAlert(alert.id);
        notification.close();
      };
    }
  });
}
