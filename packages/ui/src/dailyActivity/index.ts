export { TradingActivityBanner } from './TradingActivityBanner.js';
export type { TradingActivityBannerProps } from './TradingActivityBanner.js';
export { useChangeDailyActivity, useDailyActivity, useSyncDailyActivity } from './useDailyActivity.js';
export type { DailyActivityChangeRequest, DailyActivityTarget } from './useDailyActivity.js';
export { activityCount, addTicker, EMPTY_ACTIVITY_LISTS, historyEntries, removeTicker } from './dailyActivityLists.js';
export type { ActivityLists, ActivitySide, AddTickerResult, HistoryEntry } from './dailyActivityLists.js';
export { DAILY_ACTIVITY_TEXTS, DAILY_ACTIVITY_TOASTS, syncCompleteToast, syncPrompt } from './dailyActivityTexts.js';
