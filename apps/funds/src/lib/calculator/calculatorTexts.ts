/** Texts of the student Position Sizing Calculator (SPEC sections 2 and 9; ours where the spec is silent). */
/** The largest account the calculator takes (issue 28): larger figures ran past the result cards. */
export const MAX_ACCOUNT_SIZE = 1_000_000_000;

export const CALCULATOR_TEXTS = {
  accountTooLarge: 'Account size must be at most $1,000,000,000',
  title: 'Position Sizing Calculator',
  badge: 'Educational Tool',
  subtitle:
    'How large each position would be if the account followed the watchlist. For learning only, not financial advice.',
  accountSize: 'Account Size',
  riskProfile: 'Risk profile',
  watchlistCount: 'Watchlist stocks',
  watchlistLoading: 'Loading watchlist...',
  watchlistFailed: 'Failed to fetch stocks',
  resultsLabel: 'Results',
  formulaTitle: 'How it is calculated',
  activePositions: 'Active Positions',
  positionSize: 'Position Size',
  sectorLimit: 'Sector Limit',
  fundCeiling: 'Fund Ceiling',
  totalExposure: 'Total Exposure',
} as const;
