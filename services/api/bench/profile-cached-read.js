/**
 * The top of a CPU profile of cached reads: GET /api/stocks (100 stocks) served from the read cache
 * (brotli, as a browser asks) at 50 connections for BENCH_SECONDS, with the API in this process.
 * Prints the functions with the most self time (share of the API thread's samples).
 *
 *   npm run build && node bench/profile-cached-read.js      (BENCH_SECONDS=5 by default)
 */
import { Session } from 'node:inspector/promises';
import { load } from './load.js';
import { startBenchApi } from './start-bench-api.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const api = await startBenchApi({ cache: true });
const session = new Session();
session.connect();
try {
  await api.models.stocks.insertMany(
    Array.from({ length: 100 }, (_, i) => ({
      symbol: `P${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
      analysisText: 'Holding above the weekly demand zone; watching for a higher low before adding. '.repeat(3),
    })),
  );
  const url = `${api.url}/api/stocks`;
  await fetch(url);
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await load({
    url,
    connections: 50,
    seconds: SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  const { profile } = await session.post('Profiler.stop');
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  let total = 0;
  for (const [id, count] of counts) {
    const { callFrame } = byId.get(id);
    const file = callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/services\/api\//, '');
    const name =
      `${callFrame.functionName || '(anonymous)'} ${file ? `${file}:${callFrame.lineNumber + 1}` : ''}`.trim();
    self.set(name, (self.get(name) ?? 0) + count);
    total += count;
  }
  console.log(
    `cached GET /api/stocks: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms; API thread profile, top self time:`,
  );
  console.table(
    [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([fn, count]) => ({ function: fn, 'self %': Number(((100 * count) / total).toFixed(1)) })),
  );
} finally {
  session.disconnect();
  await api.stop();
}
