/**
 * @tradeboard/types: the single source of truth for Tradeboard's data shapes.
 * Entity schemas describe what the API answers (string `id`, ISO date strings); *CreateSchema /
 * *UpdateSchema describe request bodies (use `z.input` types, e.g. StockCreateInput, for what a client sends).
 * Everything that needs no zod lives in ./core (also published as '@tradeboard/types/core') and is re-exported here.
 */
export * from './core/index.js';
export * from './common.js';
export * from './auth.js';
export * from './stocks.js';
export * from './holdings.js';
export * from './options.js';
export * from './statement-import.js';
export * from './manual-pnl.js';
export * from './flow.js';
export * from './activity.js';
export * from './library.js';
export * from './metrics.js';
export * from './metrics-history.js';
export * from './uploads.js';
export * from './bot.js';
export * from './remotes.js';
export * from './modules.js';
export * from './versions.js';
