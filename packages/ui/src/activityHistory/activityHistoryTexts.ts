/** Texts of the Portfolio Activity History (SPEC "Portfolio Activity History" and section 8). */
export const ACTIVITY_HISTORY_TEXTS = {
  title: 'Portfolio Activity History',
  loading: 'Loading portfolio activity...',
  fetchFailed: 'Failed to fetch portfolio activity',
} as const;

/** 'Last 7 days' under the title. */
export const historyWindowText = (days: number) => `Last ${days} days`;
/** The count badge of a date, read out in full ('3 activities'). */
export const activityCountLabel = (count: number) => `${count} ${count === 1 ? 'activity' : 'activities'}`;
