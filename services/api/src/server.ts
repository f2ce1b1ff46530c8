/** Entry point: `node dist/server.js` (npm start) or `npm run dev`. */
import { ConfigError, loadConfig } from './config.js';
import { EXIT_CONFIG_ERROR } from './exit-codes.js';
import { createLogger } from './logger.js';
import { startServer } from './runtime.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG_ERROR);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let running;
  try {
    running = await startServer(config, logger);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG_ERROR);
    }
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
