/**
 * Typed API resources, one file per resource of SPEC section 7. Each has `keys` (its key family),
 * read options made with `queryOptions` (key, fetch function and data type tied together: use
 * them as `useQuery(stocksApi.list())`), and its write functions (for `useApiMutation`).
 */
export { authApi, authKeys } from './auth.js';
export { stocksApi, stockKeys } from './stocks.js';
export { holdingsApi, holdingKeys } from './holdings.js';
export { optionsApi, optionKeys } from './options.js';
export { manualPnlApi, manualPnlKeys } from './manualPnl.js';
export { portfolioActivityApi, portfolioActivityKeys } from './portfolioActivity.js';
export { dailyActivityApi, dailyActivityKeys } from './dailyActivity.js';
export { flowHoldingsApi, flowHoldingKeys } from './flowHoldings.js';
export { unusualFlowApi, unusualFlowKeys } from './unusualFlow.js';
export { nextSessionTradesApi, nextSessionTradeKeys } from './nextSessionTrades.js';
export { dashboardApi, dashboardKeys } from './dashboard.js';
export { botAnalysisApi, botAnalysisKeys } from './botAnalysis.js';
export { coursesApi, coursesKeys } from './courses.js';
export { lessonsApi, lessonsKeys } from './lessons.js';
export { documentationApi, documentationKeys } from './documentation.js';
export { uploadsApi, LIBRARY_UPLOAD_ENDPOINTS } from './uploads.js';
