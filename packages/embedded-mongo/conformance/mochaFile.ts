/** Runs one mongoose test file with mocha against the server and reads mocha's JSON report. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestFailure {
  title: string;
  message: string;
}

export interface FileResult {
  file: string;
  passes: number;
  failures: TestFailure[];
  pending: number;
  /** Set when mocha did not finish (timeout, crash) or wrote no report. */
  problem?: string;
  seconds: number;
}

interface MochaReport {
  stats: { passes: number; failures: number; pending: number };
  failures: { fullTitle: string; err: { message?: string } }[];
}

const PER_TEST_TIMEOUT_MS = 10_000;

export function runMochaFile(checkout: string, file: string, uri: string, fileTimeoutMs: number): Promise<FileResult> {
  const reportDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-mocha-'));
  const reportFile = join(reportDir, 'report.json');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      join(checkout, 'node_modules', 'mocha', 'bin', 'mocha.js'),
      '--exit',
      '--timeout',
      String(PER_TEST_TIMEOUT_MS),
      '--reporter',
      'json',
      '--reporter-option',
      `output=${reportFile}`,
      join('test', file),
    ],
    {
      cwd: checkout,
      // MONGOOSE_TEST_URI makes mongoose's fixtures use this server instead of downloading mongod.
      // REPLICA_SET: the server is a single-node replica set named rs0, so mongoose runs its replica-set tests too.
      env: { ...process.env, MONGOOSE_TEST_URI: `${uri}/mongoose_test`, REPLICA_SET: 'rs0', CI: '', NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, fileTimeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      const result: FileResult = { file, passes: 0, failures: [], pending: 0, seconds };
      try {
        const report = JSON.parse(readFileSync(reportFile, 'utf8')) as MochaReport;
        result.passes = report.stats.passes;
        result.pending = report.stats.pending;
        result.failures = report.failures.map((failure) => ({
          title: failure.fullTitle,
          message: (failure.err.message ?? '').split('\n')[0]?.slice(0, 300) ?? '',
        }));
      } catch {
        result.problem = `no report (exit ${code ?? signal}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`;
      }
      if (timedOut) result.problem = `killed after ${fileTimeoutMs / 1000} s`;
      rmSync(reportDir, { recursive: true, force: true });
      resolve(result);
    });
  });
}
