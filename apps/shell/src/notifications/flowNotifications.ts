/**
 * 'Notify me of new flow alerts': the choice is kept per browser (localStorage), the permission is
 * the browser's. A notification names the alert's ticker, type, strike, expiry and the first 120
 * characters of its description (the bell's preview length, SPEC section 9).
 */
import type { UnusualFlow } from '@tradeboard/types';
import { formatExpiry, PREVIEW_LENGTHS } from '@tradeboard/types/core';
import { formatCurrency, truncate } from '@tradeboard/ui';
import { atomWithStorage } from 'jotai/utils';

export const FLOW_NOTIFICATIONS_STORAGE_KEY = 'tradeboard-flow-notifications';

/** The student switched notifications on in this browser. */
export const flowNotificationsAtom = atomWithStorage(FLOW_NOTIFICATIONS_STORAGE_KEY, false, undefined, {
  getOnInit: true,
});

export const FLOW_NOTIFICATION_TEXT = {
  switchLabel: 'Notify me of new flow alerts',
  denied: 'Notifications are blocked for this site in your browser settings.',
  unsupported: 'This browser cannot show notifications.',
} as const;

/** 'unsupported' where the browser has no Notification API. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

export function flowAlertNotification(alert: UnusualFlow): { title: string; options: NotificationOptions } {
  const description = truncate(alert.flowDescription?.trim() ?? '', PREVIEW_LENGTHS.notificationBell);
  const contract = `Strike ${formatCurrency(alert.strike)} · Expires ${formatExpiry(alert.expiry)}`;
  return {
    title: `New flow alert: ${alert.ticker} ${alert.optionType}`,
    options: { body: description ? `${contract}\n${description}` : contract, tag: `flow-alert-${alert.id}` },
  };
}
