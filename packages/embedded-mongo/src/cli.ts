/** `embedded-mongo --dbpath <dir> [--port 27017]`: runs the server until SIGINT/SIGTERM. */
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './server.js';

const usage = 'usage: embedded-mongo --dbpath <directory> [--port <port, default 27017>]';

export async function main(argv: string[]): Promise<number> {
  let values: { port?: string; dbpath?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { port: { type: 'string' }, dbpath: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`embedded-mongo: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.dbpath) {
    console.error(`embedded-mongo: --dbpath is required\n${usage}`);
    return 2;
  }
  const port = values.port === undefined ? 27017 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`embedded-mongo: invalid --port ${values.port}\n${usage}`);
    return 2;
  }
  let server;
  try {
    server = await startEmbeddedMongo({ dbPath: values.dbpath, port });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  console.log(`embedded-mongo ready on ${server.uri}`);
  const running = server;
  await new Promise<void>((resolve) => {
    const shutdown = (): void => {
      process.off('SIGINT', shutdown);
      process.off('SIGTERM', shutdown);
      void running.stop().then(resolve);
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  });
  return 0;
}
