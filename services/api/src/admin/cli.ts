/**
 * `npm run admin -- move-uploads-to-gridfs [--delete]`: copies DATA_DIR/uploads into GridFS in the
 * configured database (the server may be running), keeping every key; --delete removes each disk
 * file once GridFS holds it. Then start the servers with FILE_STORAGE=gridfs.
 *
 * `npm run admin -- set-password [--password-stdin]`: sets the admin's password on the same
 * DATA_DIR / MONGODB_URI as `npm start` (the running embedded server is reached where it listens),
 * ends every session and removes the generated credentials file. On a terminal the password is
 * asked twice without echo; `--password-stdin` reads it from standard input (one trailing newline dropped).
 */
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { read } from 'read';
import { NewPasswordSchema } from '@tradeboard/types';
import { ConfigError, loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../backup/sources.js';
import { setAdminPassword } from './set-password.js';
import { GridFsStorage, uploadsDirectory } from '../storage/index.js';
import { moveUploadsToGridFs } from './move-uploads.js';

const USAGE =
  'Usage: npm run admin -- set-password [--password-stdin]\n       npm run admin -- move-uploads-to-gridfs [--delete]';

/** A message for the user; nothing was changed. */
class CommandError extends Error {}

async function askTwice(): Promise<string> {
  const first = await read({ prompt: 'New admin password (12+ characters): ', silent: true, replace: '' });
  const second = await read({ prompt: 'Repeat the new password: ', silent: true, replace: '' });
  // Hidden input leaves the cursor after the prompt: end that line before anything else is said.
  process.stdout.write('\n');
  if (first !== second) throw new CommandError('The passwords do not match; nothing was changed.');
  return first;
}

async function newPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return (await text(process.stdin)).replace(/\r?\n$/, '');
  if (!process.stdin.isTTY) {
    throw new CommandError('Standard input is not a terminal: pass --password-stdin to read the password from it.');
  }
  return askTwice();
}

async function setPassword(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { 'password-stdin': { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  const config = loadConfig(process.env);
  const password = await newPassword(values['password-stdin']);
  const checked = NewPasswordSchema.safeParse(password);
  if (!checked.success) throw new CommandError(`${checked.error.issues[0]!.message}; nothing was changed.`);

  // 'backup' reaches the running server when there is one (a restore may not; this may).
  const opened = await openConfiguredDatabase(config, 'backup');
  try {
    const result = await setAdminPassword(
      { client: opened.client, database: opened.database, dataDir: config.dataDir },
      checked.data,
      config.adminUsername,
    );
    console.log(
      `${result.created ? 'Created the admin' : 'Set the password of the admin'} '${result.username}' in ${opened.description}.`,
    );
    console.log(`Signed out ${result.signedOutSessions} session(s): sign in again with the new password.`);
    if (result.removedCredentialsFile)
      console.log(`Deleted the generated credentials file ${result.removedCredentialsFile}.`);
  } finally {
    await opened.close();
  }
}

async function moveUploads(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { delete: { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  const config = loadConfig(process.env);
  const opened = await openConfiguredDatabase(config, 'backup');
  try {
    const gridfs = new GridFsStorage(opened.client.db(opened.database));
    const from = uploadsDirectory(config);
    const summary = await moveUploadsToGridFs(from, gridfs, { deleteAfter: values.delete });
    console.log(
      `Moved ${summary.moved} file(s) (${summary.bytes} bytes) from ${from} into GridFS in ${opened.description}; ` +
        `${summary.skipped} were there already${values.delete ? `; deleted ${summary.deleted} from the disk` : ''}.`,
    );
    console.log('Start the API with FILE_STORAGE=gridfs (the default with MONGODB_URI) to serve them from there.');
  } finally {
    await opened.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'set-password') await setPassword(args);
    else if (command === 'move-uploads-to-gridfs') await moveUploads(args);
    else throw new CommandError(USAGE);
  } catch (error) {
    if ((error as Error).message === 'canceled') {
      console.error('Cancelled; nothing was changed.');
      process.exitCode = 1;
      return;
    }
    const known =
      error instanceof CommandError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? (error as Error).message : `set-password failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  }
}

await main();
