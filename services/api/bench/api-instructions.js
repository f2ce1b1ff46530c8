/**
 * One API workload in this process, for counting machine instructions with callgrind (repeatable
 * whatever else the machine does, unlike requests per second):
 *
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null node bench/api-instructions.js <workload> [--api <services/api of another build>]
 *
 * Workloads: `setup` (start, 100 stocks; subtract it from the others), `read` (200 × GET /api/stocks),
 * `write` (100 × POST /api/unusual-flow then its DELETE), through app.request (no sockets).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { api: { type: 'string' } } });
const workload = positionals[0] ?? 'setup';
const apiRoot = values.api ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { startBenchApi, BENCH_ADMIN } = await import(pathToFileURL(path.join(apiRoot, 'bench/start-bench-api.js')).href);

const bench = await startBenchApi();
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
await bench.models.stocks.insertMany(
  Array.from({ length: 100 }, (_, i) => ({
    symbol: letters[Math.floor(i / 26) % 26] + letters[i % 26] + 'X',
    monthlyBX: 'HH',
  })),
);
const origin = 'http://localhost';
const login = await bench.app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(BENCH_ADMIN),
});
const headers = { cookie: login.headers.get('set-cookie').split(';')[0], origin, 'content-type': 'application/json' };

if (workload === 'read') for (let i = 0; i < 200; i++) await (await bench.app.request('/api/stocks')).text();
if (workload === 'write') {
  for (let i = 0; i < 100; i++) {
    const created = await bench.app.request('/api/unusual-flow', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ticker: 'NVDA', optionType: 'CALL', strike: 150, expiry: '2026-12-18' }),
    });
    const { id } = await created.json();
    await (await bench.app.request(`/api/unusual-flow/${id}`, { method: 'DELETE', headers })).text();
  }
}
await bench.stop();
