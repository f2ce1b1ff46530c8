/**
 * /api/openapi.json passes a real OpenAPI linter: Redocly CLI with its built-in recommended rules,
 * no error and no warning. Redocly rather than Spectral: its recommended set checks what client
 * generators rely on (operationId, security per operation, servers, a 2xx and a 4xx answer per
 * operation, valid examples), it understands OpenAPI 3.1 natively, and it ships as one npm package
 * with no binary download.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, readJson, type TestContext } from './helpers.js';
import { API_ROOT, PROCESS_TEST_TIMEOUT_MS } from './server-process.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), 'tradeboard-openapi-lint-'));
});
afterAll(async () => {
  await ctx.stop();
  await rm(dir, { recursive: true, force: true });
});

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

test(
  'redocly lint (recommended rules) reports no error and no warning',
  async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(await readJson(await ctx.request('/api/openapi.json')), null, 2));
    const redocly = path.join(API_ROOT, '..', '..', 'node_modules', '.bin', 'redocly');
    // Exit code 1 when it finds errors: the report is on stdout either way.
    const run = await promisify(execFile)(redocly, ['lint', file, '--format=json'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(run.stdout) as LintReport;
    const problems = report.problems.map(
      (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  },
  PROCESS_TEST_TIMEOUT_MS,
);
