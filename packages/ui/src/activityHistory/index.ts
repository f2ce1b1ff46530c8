export { PortfolioActivityHistory } from './PortfolioActivityHistory.js';
export type { PortfolioActivityHistoryProps } from './PortfolioActivityHistory.js';
export { ACTIVITY_HISTORY_TEXTS } from './activityHistoryTexts.js';
