export { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './server.js';
export { DataDirectoryLockedError } from './storage/lockFile.js';
