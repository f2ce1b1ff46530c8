export { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './server.js';
export { DataDirectoryLockedError, processState } from './storage/lockFile.js';
