export { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './server.js';
export { DataDirectoryLockedError, processState } from './storage/lockFile.js';
export { runningServerUri } from './serverAddress.js';
