/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--drop]`: the same DATA_DIR /
 * MONGODB_URI settings as `npm start`. Relative paths are taken from where npm was started.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { uploadStoreFor } from '../storage/index.js';
import { backupToFile } from './backup-to-file.js';
import { BackupError } from './errors.js';
import { backupFileName, formatBytes } from './file-names.js';
import { restoreArchive } from './restore.js';
import { backupSource, openConfiguredDatabase } from './sources.js';
import { verifyArchive } from './verify.js';

const USAGE = 'Usage: npm run backup [-- --out FILE]\n       npm run restore -- FILE [--drop]';

const fromStartDir = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function backup(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: false });
  const config = loadConfig(process.env);
  const started = performance.now();
  const now = new Date();
  const file = fromStartDir(values.out ?? backupFileName(now));
  const opened = await openConfiguredDatabase(config, 'backup');
  try {
    const summary = await backupToFile(
      backupSource(opened.client, opened.database, config.mongodbUri),
      uploadStoreFor(config, opened.client.db(opened.database)),
      file,
      now,
    );
    const { manifest } = summary;
    console.log(
      `Backed up ${opened.description}: ${manifest.collections.length} collections, ${summary.documents} documents, ${manifest.files.length} files (${formatBytes(summary.fileBytes)})`,
    );
    console.log(`Consistency: ${manifest.source.consistency}`);
    console.log(`Wrote ${file} (${formatBytes(summary.bytes)}) in ${seconds(started)}`);
  } finally {
    await opened.close();
  }
}

async function restore(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { drop: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new BackupError(`Name one backup file to restore.\n${USAGE}`);
  const config = loadConfig(process.env);
  const file = fromStartDir(positionals[0]!);
  const started = performance.now();
  const verified = await verifyArchive(file);
  console.log(
    `Verified ${file}: ${verified.manifest.collections.length} collections, ${verified.documents} documents, ${verified.files} files, every checksum and document valid`,
  );
  const opened = await openConfiguredDatabase(config, 'restore');
  try {
    const summary = await restoreArchive(
      file,
      {
        client: opened.client,
        database: opened.database,
        uploadsDir: uploadStoreFor(config, opened.client.db(opened.database)),
      },
      { drop: values.drop, verified },
    );
    console.log(`Restored into ${opened.description}${values.drop ? ' (existing data replaced)' : ''}:`);
    for (const collection of summary.manifest.collections)
      console.log(`  ${collection.name}: ${collection.documents} documents`);
    console.log(`  ${summary.indexes} indexes, ${summary.files} files (${formatBytes(summary.fileBytes)})`);
    console.log(`Done in ${seconds(started)}. Sessions are not restored: sign in again.`);
  } finally {
    await opened.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'backup') await backup(args);
    else if (command === 'restore') await restore(args);
    else throw new BackupError(USAGE);
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error((error as Error).message);
    } else {
      console.error(
        `${command === 'restore' ? 'Restore' : 'Backup'} failed: ${(error as Error).stack ?? String(error)}`,
      );
    }
    process.exitCode = 1;
  }
}

await main();
