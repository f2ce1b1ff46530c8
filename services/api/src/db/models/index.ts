/** Every collection of SPEC section 3. Call `models(db)` (or one accessor) inside a route. */
import type { Connection, Model } from 'mongoose';
import { VERSION_FIELD } from '../versioned.js';
import { botAnalysisModel } from './bot-analysis.js';
import { courseModel } from './courses.js';
import { dailyActivityModel } from './daily-activity.js';
import { documentationModel } from './documentation.js';
import { flowHoldingModel } from './flow-holdings.js';
import { holdingModel } from './holdings.js';
import { lessonModel } from './lessons.js';
import { manualPnlModel } from './manual-pnl.js';
import { moduleDeploymentModel } from './module-deployments.js';
import { moduleBuildModel, moduleFileModel } from './module-builds.js';
import { deployTokenModel } from './deploy-tokens.js';
import { nextSessionTradeModel } from './next-session-trades.js';
import { optionModel } from './options.js';
import { portfolioActivityModel } from './portfolio-activity.js';
import { portfolioMetricsModel } from './portfolio-metrics.js';
import { sessionModel } from './sessions.js';
import { stockAnalysisHistoryModel } from './stock-analysis-history.js';
import { stockModel } from './stocks.js';
import { unusualFlowModel } from './unusual-flow.js';
import { userModel } from './users.js';

export * from './bot-analysis.js';
export * from './courses.js';
export * from './daily-activity.js';
export * from './documentation.js';
export * from './flow-holdings.js';
export * from './holdings.js';
export * from './lessons.js';
export * from './manual-pnl.js';
export * from './module-deployments.js';
export * from './module-builds.js';
export * from './deploy-tokens.js';
export * from './next-session-trades.js';
export * from './options.js';
export * from './portfolio-activity.js';
export * from './portfolio-metrics.js';
export * from './sessions.js';
export * from './stock-analysis-history.js';
export * from './stocks.js';
export * from './unusual-flow.js';
export * from './users.js';

export function models(db: Connection) {
  return {
    users: userModel(db),
    sessions: sessionModel(db),
    stocks: stockModel(db),
    stockAnalysisHistory: stockAnalysisHistoryModel(db),
    holdings: holdingModel(db),
    options: optionModel(db),
    flowHoldings: flowHoldingModel(db),
    manualPnl: manualPnlModel(db),
    dailyActivity: dailyActivityModel(db),
    portfolioActivity: portfolioActivityModel(db),
    unusualFlow: unusualFlowModel(db),
    nextSessionTrades: nextSessionTradeModel(db),
    botAnalysis: botAnalysisModel(db),
    portfolioMetrics: portfolioMetricsModel(db),
    courses: courseModel(db),
    lessons: lessonModel(db),
    documentation: documentationModel(db),
    moduleDeployments: moduleDeploymentModel(db),
    moduleFiles: moduleFileModel(db),
    moduleBuilds: moduleBuildModel(db),
    deployTokens: deployTokenModel(db),
  };
}
export type Models = ReturnType<typeof models>;

/**
 * Compile every model and build its indexes (called once at start, before serving). Records stored
 * before versions existed (or restored from such a backup) get version 1, so If-Match works on them.
 */
export async function initModels(db: Connection): Promise<Models> {
  const all = models(db);
  await Promise.all(Object.values(all).map((model) => model.init()));
  const versioned = (Object.values(all) as unknown as Array<Model<{ version?: number }>>).filter(
    (model) => model.schema.path(VERSION_FIELD) !== undefined,
  );
  await Promise.all(
    versioned.map((model) => model.updateMany({ version: { $exists: false } }, { $set: { version: 1 } })),
  );
  return all;
}
