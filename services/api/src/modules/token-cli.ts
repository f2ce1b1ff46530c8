/**
 * `npm run deploy-token -- create MODULE|all [--name NAME] [--expires-in DAYS]`: makes a deploy token
 * for CI on the same DATA_DIR / MONGODB_URI as `npm start` (the running embedded server is reached
 * where it listens). The token is printed once, alone on the last line; only its hash is stored.
 */
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { ALL_MODULES, REMOTE_NAMES, isRemoteModuleName } from '@tradeboard/types';
import { ConfigError, loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../backup/sources.js';
import { createDeployToken } from './tokens.js';

const USAGE = `Usage: npm run deploy-token -- create ${REMOTE_NAMES.join('|')}|${ALL_MODULES} [--name NAME] [--expires-in DAYS]`;
const DAY_MS = 86_400_000;

class CommandError extends Error {}

async function create(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { name: { type: 'string' }, 'expires-in': { type: 'string', default: '365' } },
    allowPositionals: true,
  });
  const [module, ...extra] = positionals;
  if (!module || extra.length > 0) throw new CommandError(USAGE);
  if (module !== ALL_MODULES && !isRemoteModuleName(module)) {
    throw new CommandError(`Unknown module '${module}'. ${USAGE}`);
  }
  const days = Number(values['expires-in']);
  if (!Number.isFinite(days) || days <= 0) throw new CommandError('--expires-in must be a number of days above 0');
  const config = loadConfig(process.env);
  const opened = await openConfiguredDatabase(config, 'backup');
  const connection = mongoose.createConnection().setClient(opened.client).useDb(opened.database);
  try {
    const created = await createDeployToken(connection, {
      module,
      ...(values.name ? { name: values.name } : {}),
      expiresAt: new Date(Date.now() + days * DAY_MS),
    });
    console.log(
      `Deploy token '${created.name}' for ${created.module === ALL_MODULES ? 'every module' : created.module}, ` +
        `valid until ${created.expiresAt!.toISOString()}, stored (hashed) in ${opened.description}.`,
    );
    console.log('It is shown only now: put it in your CI secrets as TRADEBOARD_DEPLOY_TOKEN.');
    console.log(created.token);
  } finally {
    await opened.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'create') await create(args);
    else throw new CommandError(USAGE);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const duplicate = code === 11000;
    const known =
      error instanceof CommandError ||
      error instanceof ConfigError ||
      duplicate ||
      (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
    const message = duplicate ? 'A deploy token with that --name exists already.' : (error as Error).message;
    console.error(known ? message : `deploy-token failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  }
}

await main();
