/**
 * Conformance check: mongoose's own test suite against this server.
 *
 *   npm run conformance -w @tradeboard/embedded-mongo -- <mongoose checkout> [--files a.test.js,b.test.js]
 *
 * Starts the server on a fresh data directory, runs each `test/*.test.js` of the checkout (and
 * `test/docs/transactions.test.js`) alone with
 * mocha, checks between files that the server still answers (restarting it and naming the file that
 * killed it), prints a table per file and every failure not on the known-unsupported list.
 * Exit code 0 only when there is no such failure and no crash or hang.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { knownUnsupported, limitations } from './knownUnsupported.js';
import { runMochaFile, type FileResult } from './mochaFile.js';
import { answers, startServer, stopServer, type RunningServer } from './server.js';

const FILE_TIMEOUT_MS = 4 * 60_000;
/** Features this server does not have (the README's first "does not support" line). */
const SKIPPED_FILES = /encrypt|shard/i;
/** Files below test/ that run too: mongoose's transaction examples (they need a replica set: REPLICA_SET=rs0). */
const EXTRA_FILES = ['docs/transactions.test.js'];

const { values, positionals } = parseArgs({ allowPositionals: true, options: { files: { type: 'string' } } });
const checkout = positionals[0] ? resolve(positionals[0]) : undefined;
if (!checkout || !existsSync(resolve(checkout, 'test')) || !existsSync(resolve(checkout, 'node_modules', 'mocha'))) {
  console.error(
    'usage: npm run conformance -- <mongoose checkout with node_modules installed> [--files a.test.js,...]',
  );
  process.exit(2);
}

const allFiles = [
  ...readdirSync(resolve(checkout, 'test'))
    .filter((name) => name.endsWith('.test.js'))
    .sort(),
  ...EXTRA_FILES.filter((name) => existsSync(resolve(checkout, 'test', name))),
];
const chosen = values.files ? values.files.split(',') : allFiles;
const files = chosen.filter((name) => !SKIPPED_FILES.test(name));
const skipped = chosen.filter((name) => SKIPPED_FILES.test(name));

/** Titles are compared trimmed: some mongoose test names end with a space. */
const keyOf = (file: string, title: string): string => `${file} :: ${title.trim()}`;
const knownKeys = new Map(knownUnsupported.map((entry) => [keyOf(entry.file, entry.title), entry]));
const results: FileResult[] = [];
const unexpected: { file: string; title: string; message: string }[] = [];
const crashes: string[] = [];
const seenKnown = new Set<string>();

let server: RunningServer = await startServer();
console.log(
  `server: ${server.uri} (data ${server.dataDir}); ${files.length} files, skipped: ${skipped.join(', ') || 'none'}`,
);
for (const file of files) {
  const result = await runMochaFile(checkout, file, server.uri, FILE_TIMEOUT_MS);
  results.push(result);
  if (result.problem) unexpected.push({ file, title: '(whole file)', message: result.problem });
  for (const failure of result.failures) {
    const key = keyOf(file, failure.title);
    if (knownKeys.has(key)) seenKnown.add(key);
    else unexpected.push({ file, ...failure });
  }
  console.log(
    `${file.padEnd(48)} ${String(result.passes).padStart(5)} pass ${String(result.failures.length).padStart(4)} fail ${String(result.pending).padStart(4)} pending  ${result.seconds.toFixed(0)} s${result.problem ? `  ${result.problem}` : ''}`,
  );
  if (!(await answers(server))) {
    const exit = server.exit ? `exit ${server.exit.code ?? server.exit.signal}` : 'no answer to ping';
    crashes.push(`${file}: server stopped answering (${exit}); last stderr: ${server.stderrTail().trim().slice(-500)}`);
    await stopServer(server);
    server = await startServer();
  }
}
await stopServer(server);

const total = (pick: (result: FileResult) => number): number => results.reduce((sum, result) => sum + pick(result), 0);
const passes = total((result) => result.passes);
const failures = total((result) => result.failures.length);
const pending = total((result) => result.pending);
const knownFailing = [...seenKnown];
console.log(
  `\ntotal over ${results.length} files: ${passes} pass, ${failures} fail (${knownFailing.length} known unsupported), ${pending} pending; ${((100 * passes) / Math.max(1, passes + failures)).toFixed(1)}% of run tests pass`,
);

const byLimitation = new Map<string, number>();
for (const key of knownFailing) {
  const limitation = (knownKeys.get(key) as { limitation: keyof typeof limitations }).limitation;
  byLimitation.set(limitation, (byLimitation.get(limitation) ?? 0) + 1);
}
for (const [limitation, count] of byLimitation)
  console.log(`  known: ${String(count).padStart(3)}  ${limitations[limitation as keyof typeof limitations]}`);

const ranFiles = new Set(files);
const nowPassing = knownUnsupported.filter(
  (entry) => ranFiles.has(entry.file) && !seenKnown.has(keyOf(entry.file, entry.title)),
);
if (nowPassing.length > 0) {
  console.log(
    `\nknown-unsupported entries that did not fail this time (remove them from the list if they stay green):`,
  );
  for (const entry of nowPassing) console.log(`  ${entry.file} :: ${entry.title}`);
}
if (crashes.length > 0) {
  console.log('\nserver crashes or hangs:');
  for (const crash of crashes) console.log(`  ${crash}`);
}
console.log(`\nfailures outside the known-unsupported list: ${unexpected.length}`);
for (const failure of unexpected) console.log(`  ${failure.file} :: ${failure.title}\n      ${failure.message}`);
process.exitCode = unexpected.length === 0 && crashes.length === 0 ? 0 : 1;
