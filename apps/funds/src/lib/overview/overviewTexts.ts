/** Texts of the admin Portfolio Overview tab (SPEC "Portfolio overview dashboard"; ours where the spec is silent). */
export const OVERVIEW_TEXTS = {
  loading: 'Loading portfolio overview...',
  fetchFailed: 'Failed to fetch portfolio overview',
  metricsLabel: 'Portfolio figures',
  performanceTitle: 'Fund Performance',
  performanceSubtitle: 'Total portfolio value and P&L from the daily snapshots',
  rangeLabel: 'Chart range',
  chartLoading: 'Loading fund performance...',
  chartFailed: 'Failed to fetch fund performance',
  chartEmpty: 'The chart appears once two daily snapshots exist.',
  chartEmptyHint: 'A snapshot of the portfolio figures is saved each day the overview is opened.',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  topPerformersTitle: 'Top Performers Today',
  topPerformersEmpty: 'No holdings with a known gain yet.',
  fundSummaryTitle: 'Holdings Summary by Fund',
  noEarlierSnapshot: 'No earlier snapshot yet',
  unavailable: 'Not available while the overview cannot be read.',
} as const;

export const CARD_TITLES = {
  totalValue: 'Total Portfolio Value',
  dailyPnl: "Today's P&L",
  activePositions: 'Active Positions',
  activeBots: 'Active Bots',
} as const;
