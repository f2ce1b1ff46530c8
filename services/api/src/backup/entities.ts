/**
 * Which collections a backup holds and the zod schema (from @tradeboard/types) every stored document
 * of each must pass before a restore trusts it. Documents are checked in their API shape (`toApi`:
 * string id, ISO dates), which is what those schemas describe.
 */
import type { z } from 'zod';
import {
  AnalysisHistoryEntrySchema,
  BotAnalysisSchema,
  CourseSchema,
  DailyActivitySchema,
  DocumentationSchema,
  FlowHoldingSchema,
  HoldingSchema,
  LessonSchema,
  ManualPnlSchema,
  ModuleBuildSchema,
  ModuleDeploymentSchema,
  ModuleFileSchema,
  NextSessionTradeSchema,
  OptionPositionSchema,
  PortfolioActivitySchema,
  PortfolioMetricsSnapshotSchema,
  StockSchema,
  UnusualFlowSchema,
  UserSchema,
} from '@tradeboard/types';
import { z as zod } from 'zod';
import { FUND_LOCKS_COLLECTION } from '../services/fund-lock.js';
import { LOGIN_LIMITS_COLLECTION } from '../auth/rate-limit.js';
import { GRIDFS_COLLECTIONS } from '../storage/gridfs.js';
import { UPLOAD_URL_KEYS_COLLECTION } from '../files/upload-url-key.js';

/** The stored admin also carries its password hash (never in an API answer, so not in UserSchema). */
const StoredUserSchema = UserSchema.extend({ passwordHash: zod.string().min(1) });

/**
 * Records backed up before versions existed (issue 23) have no `version`; they restore as they are
 * and get version 1 when the API next starts (initModels), so the check reads them as version 1.
 */
const versioned = (schema: z.ZodType) =>
  zod.preprocess(
    (doc) => (doc && typeof doc === 'object' && !('version' in doc) ? { ...doc, version: 1 } : doc),
    schema,
  );

export const ENTITY_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  users: StoredUserSchema,
  stocks: versioned(StockSchema),
  stock_analysis_history: AnalysisHistoryEntrySchema,
  holdings: versioned(HoldingSchema),
  options: versioned(OptionPositionSchema),
  flow_holdings: versioned(FlowHoldingSchema),
  manual_pnl: versioned(ManualPnlSchema),
  daily_activity: versioned(DailyActivitySchema),
  portfolio_activity: PortfolioActivitySchema,
  unusual_flow: versioned(UnusualFlowSchema),
  next_session_trades: versioned(NextSessionTradeSchema),
  bot_analysis: BotAnalysisSchema,
  portfolio_metrics: PortfolioMetricsSnapshotSchema,
  courses: versioned(CourseSchema),
  lessons: versioned(LessonSchema),
  documentation: versioned(DocumentationSchema),
  module_deployments: ModuleDeploymentSchema,
  // Builds uploaded with --dir: their files are in the file storage, backed up with the uploads.
  module_builds: ModuleBuildSchema,
  module_files: ModuleFileSchema,
};

/**
 * Left out of every backup: sessions (users sign in again), used signed-upload tokens (they
 * expire within 15 minutes) and the key that signs them (upload_url_keys: a restored database makes
 * its own), sign-in attempt
 * counters (login_limits: they expire with their window), the GridFS collections (their files go
 * in as uploads/<key> entries, as disk files do), the leases of imports running at that moment
 * (services/fund-lock.ts), and deploy tokens (CI pipelines get new ones with `npm run deploy-token`,
 * as users sign in again).
 */
export const EXCLUDED_COLLECTIONS: ReadonlySet<string> = new Set([
  'sessions',
  'upload_claims',
  UPLOAD_URL_KEYS_COLLECTION,
  LOGIN_LIMITS_COLLECTION,
  FUND_LOCKS_COLLECTION,
  ...GRIDFS_COLLECTIONS,
  'deploy_tokens',
]);
