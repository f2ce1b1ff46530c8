/**
 * Runs an embedded server in a child process (through tsx, so no build is needed) for tests that
 * kill it. Arguments: <dbPath> [compactThresholdBytes]. Prints the CLI's ready line.
 */
import { startEmbeddedMongo } from '../../src/index.js';

const [dbPath, threshold] = process.argv.slice(2);
const server = await startEmbeddedMongo({
  dbPath,
  port: 0,
  compactThresholdBytes: threshold ? Number(threshold) : undefined,
});
console.log(`embedded-mongo ready on ${server.uri}`);
const shutdown = (): void => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
