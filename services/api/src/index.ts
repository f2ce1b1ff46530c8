/** Public surface of @tradeboard/api for tests, benches and tools. */
export { createApp } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export type { AppDeps } from './deps.js';
export { startServer, type RunningServer } from './runtime.js';
export { createLogger } from './logger.js';
export { connectDatabase, openConnection } from './db/connection.js';
export { models, initModels } from './db/models/index.js';
export type { FileStorage } from './storage/file-storage.js';
