/**
 * @tradeboard/types/core: the part of @tradeboard/types that needs no schema library (no zod):
 * constants, enum value arrays and their types, messages, and pure rules and calculations.
 * Browser bundles import runtime values from here only; the zod schemas (the main entry) build on it.
 */
export * from './constants.js';
export * from './common.js';
export * from './dates.js';
export * from './numbers.js';
export * from './auth.js';
export * from './stocks.js';
export * from './holdings.js';
export * from './holdings-import.js';
export * from './options.js';
export * from './options-import.js';
export * from './flow.js';
export * from './activity.js';
export * from './library.js';
export * from './calculations.js';
export * from './uploads.js';
export * from './bot.js';
export * from './module-registry.js';
export * from './remotes.js';
export * from './position-sizing.js';
export * from './activity-history.js';
export * from './metrics-range.js';
export * from './versions.js';
export * from './live.js';
export * from './modules.js';
export * from './served-data.js';
