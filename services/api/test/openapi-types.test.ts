/**
 * A client typed from the document: openapi-typescript turns /api/openapi.json into TypeScript
 * types, and a few calls written against them type-check (and wrong ones do not), with the
 * TypeScript compiler API.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, readJson, type TestContext } from './helpers.js';
import { PROCESS_TEST_TIMEOUT_MS } from './server-process.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), 'tradeboard-openapi-types-'));
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(async () => {
  await ctx.stop();
  await rm(dir, { recursive: true, force: true });
}, PROCESS_TEST_TIMEOUT_MS);

/** Calls a client would write; each `@ts-expect-error` line must be an error, every other line must not. */
const CALLS = `
import type { operations, paths } from './api-types.js';

type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Ok<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends { responses: { [K in S]: { content: { 'application/json': infer R } } } } ? R : never;

export const newStock: JsonBody<'/api/stocks', 'post'> = { symbol: 'AAPL', monthlyBX: 'HL' };
// @ts-expect-error a trend code outside the enum
export const badTrend: JsonBody<'/api/stocks', 'post'> = { symbol: 'AAPL', monthlyBX: 'UP' };
// @ts-expect-error symbol is required
export const noSymbol: JsonBody<'/api/stocks', 'post'> = {};

export const holding: JsonBody<'/api/holdings', 'post'> = { ticker: 'MSFT', quantity: 10, tradePrice: 400.5, dateOpened: '06/02/2025' };
// @ts-expect-error quantity is a number
export const textQuantity: JsonBody<'/api/holdings', 'post'> = { ticker: 'MSFT', quantity: '10', tradePrice: 1 };

export function total(metrics: Ok<'/api/portfolio-metrics', 'get', 200>): number {
  return metrics.totalValue;
}
export function symbols(list: Ok<'/api/stocks', 'get', 200>): string[] {
  return list.map((stock) => stock.symbol);
}
// Named operations: what a generated client calls its functions.
export type CreateStock = operations['postStocks'];
export type ImportHoldings = operations['postHoldingsImport'];
`;

test(
  'openapi-typescript types from the document type-check real calls and refuse wrong ones',
  async () => {
    const doc = await readJson(await ctx.request('/api/openapi.json'));
    // defaultNonNullable off: a field with a default (a holding's fund) may be left out of a request.
    await writeFile(path.join(dir, 'api-types.ts'), astToString(await openapiTS(doc, { defaultNonNullable: false })));
    await writeFile(path.join(dir, 'calls.ts'), CALLS);
    const program = ts.createProgram([path.join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  },
  PROCESS_TEST_TIMEOUT_MS,
);
