/** Every user-facing text of the flow module, word for word from SPEC sections 2, 5 and 8. */
import type { ToastText } from '@tradeboard/ui';

export const TOASTS = {
  pnlUpdated: { title: 'Success', description: 'Flow P&L updated successfully' },
  pnlUpdateFailed: { title: 'Error', description: 'Failed to update Flow P&L' },
  positionAdded: { title: 'Success', description: 'Flow position added successfully' },
  positionAddFailed: { title: 'Error', description: 'Failed to add flow position' },
  positionUpdated: { title: 'Success', description: 'Flow position updated successfully' },
  positionUpdateFailed: { title: 'Error', description: 'Failed to update flow position' },
  positionDeleted: { title: 'Success', description: 'Flow position deleted successfully' },
  positionDeleteFailed: { title: 'Error', description: 'Failed to delete flow position' },
  // Issue 28: alert saves and deletes say they worked (their failures stay silent, SPEC section 8).
  alertAdded: { title: 'Success', description: 'Flow alert added' },
  alertUpdated: { title: 'Success', description: 'Flow alert updated' },
  alertDeleted: { title: 'Success', description: 'Flow alert deleted' },
  alertRestored: { title: 'Undone', description: 'The flow alert is back.' },
  positionRestored: { title: 'Undone', description: 'The flow position is back.' },
  requiredFields: { title: 'Error', description: 'Please fill in all required fields' },
} as const satisfies Record<string, ToastText>;

export const TEXTS = {
  pnlTitle: 'Total Flow P&L (YTD)',
  pnlCaption: 'Year-to-date performance',
  pnlAmountLabel: 'YTD P&L Amount',
  pnlPercentLabel: 'YTD P&L Percentage',
  activityTitle: 'Flow Trading Activity',
  manageTitle: 'Manage Unusual Whale Positions',
  holdingsTitle: 'Current Unusual Whale Holdings P&L',
  holdingsEmpty: 'No Unusual Whale positions yet.',
  deletePositionConfirm: 'Are you sure you want to delete this flow position?',
  alertsTitle: (count: number) => `Current Flow Alerts (${count})`,
  alertsEmpty: 'No unusual flow alerts yet. Add your first Alpha Gold Alert!',
  studentTitle: 'Unusual Flow',
  studentSubtitle: 'Live Alpha Gold alerts on unusual options activity, updated as they are detected.',
  activeAlerts: (count: number) => `${count} Active Alerts`,
  studentEmptyTitle: 'No Flow Alerts Yet',
  studentEmptyText: 'Unusual options flow alerts will appear here when detected.',
  alphaGold: 'Alpha Gold',
} as const;
