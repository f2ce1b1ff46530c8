/**
 * Business constants and limits (SPEC section 9), shared by the API and every frontend.
 * Change a limit here and both sides follow.
 */

const MB = 1024 * 1024;

/** Funds that hold positions (holdings, options). */
export const FUNDS = ['Main Fund', 'Growth Fund', 'Value Fund', 'Income Fund', 'Balanced Fund'] as const;
export const DEFAULT_FUND = 'Main Fund' as const;
/** The labelled form of the main fund shown in the UI; accepted as an alias on input. */
export const MAIN_FUND_LABEL = '✅ Main Fund' as const;
/** The flow pseudo-fund used for manual P&L ('Total Flow P&L') and flow daily activity. */
export const FLOW_FUND = 'FLOW' as const;
/** Value of the 'Filter by Fund' select meaning "no filter". */
export const ALL_FUNDS_FILTER = 'All Funds' as const;

export const ANALYSIS_TEXT_MAX = 1000;
/** Quantity above which a holding is labelled 'Long Term' (else 'Options'). */
export const LONG_TERM_QUANTITY_THRESHOLD = 1000;

export const UPLOAD_LIMITS = {
  imageBytes: 10 * MB,
  /** Flow screenshot: one file of at most 10,485,760 bytes. */
  flowScreenshotBytes: 10_485_760,
  pdfBytes: 10 * MB,
  videoBytes: 100 * MB,
  imageDropZoneMaxFiles: 10,
  csvDropZoneMaxFiles: 1,
  /** A holdings CSV is read in the browser; larger files are refused before reading (our limit, the spec has none). */
  csvBytes: 5 * MB,
} as const;

/** Accepted upload types by extension and MIME type. The server checks content (magic bytes) too. */
export const UPLOAD_TYPES = {
  image: {
    extensions: ['.png', '.jpg', '.jpeg', '.webp', '.gif'],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  /** The image drop zone default accept list (SPEC: png/jpg/jpeg). */
  imageDropZone: { extensions: ['.png', '.jpg', '.jpeg'], mimeTypes: ['image/png', 'image/jpeg'] },
  pdf: { extensions: ['.pdf'], mimeTypes: ['application/pdf'] },
  video: {
    extensions: ['.mp4', '.mov', '.avi', '.webm'],
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/webm'],
  },
  csv: { extensions: ['.csv'], mimeTypes: ['text/csv'] },
} as const;

export const POLLING_MS = {
  unusualFlowStudent: 5_000,
  manualPnlStudent: 5_000,
  notificationBell: 30_000,
  analysisLog: 30_000,
} as const;

export const PREVIEW_LENGTHS = {
  flowDescriptionAdmin: 100,
  notificationBell: 120,
  studentFlowCard: 120,
  documentCard: 150,
} as const;

export const UI_TIMINGS_MS = {
  authStatusCache: 5 * 60_000,
  toastDuration: 5_000,
  toastRemoveDelay: 1_000_000,
  focusHighlight: 1_000,
  loginRedirectDelay: 100,
  bellSwitchDelay: 200,
  clearAllPause: 100,
  fileDialogCancel: 300,
  uploadProgressTick: 200,
  uploadProgressReset: 1_000,
} as const;

export const TOAST_LIMIT = 1;
export const CLEAR_ALL_BATCH_SIZE = 5;
export const UPLOAD_PROGRESS_CAP_PERCENT = 90;
export const BELL_BADGE_CAP = 99;
export const PORTFOLIO_HISTORY_DAYS = 7;
/** Largest window GET /api/portfolio-activity/{fund}/{days} accepts (our choice). */
export const PORTFOLIO_HISTORY_MAX_DAYS = 366;
export const THEME_STORAGE_KEY = 'theme';

export const TOP_PERFORMERS_COUNT = 5;
export const FLOW_TOP_PERFORMERS_COUNT = 6;
/** Flow option contract multiplier: value = price x quantity x 100. */
export const FLOW_CONTRACT_MULTIPLIER = 100;

/** Placeholder figures the spec shows when metrics are missing; the API never serves these as data. */
export const DASHBOARD_FALLBACKS = { totalValue: 2_847_523, dailyPnl: 12_486, activeBots: 12 } as const;

export const POSITION_CALCULATOR = {
  defaultAccountSize: 100_000,
  conservativeExposure: 0.75,
  aggressiveExposure: 0.85,
  positionCapOfAccount: 0.05,
  sectorLimitOfAccount: 0.2,
  fundCeilingOfAccount: 0.85,
} as const;

export const LIBRARY_DEFAULTS = {
  difficulty: 'Beginner',
  orderIndex: 0,
  isPublished: true,
  courseCategory: 'Strategy',
  documentCategory: 'SOP',
  courseDuration: 'Self-paced',
} as const;
