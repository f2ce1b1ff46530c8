/**
 * API throughput bench: the built API (dist/) in this process on 127.0.0.1 with an in-memory
 * embedded MongoDB, 100 watchlist stocks and 500 unusual-flow alerts; next to a bare Hono route
 * returning a constant, served the same way in the same run; loaded by bench/load.js (undici, in a
 * worker thread) with 50 connections.
 * Each list read three ways: cold (the same API without the read cache, every answer built from the
 * database), cached (bytes kept, brotli as a browser accepts it) and revalidated (If-None-Match:
 * 304), and the cached answer replayed by a bare route. Prints requests/s, p50/p99 latency, the
 * ratio to the bare route and bytes per answer (headers included), then where one uncached
 * request's time goes (database query vs the whole request, no concurrency).
 *
 *   npm run bench                        (repository root: builds first, then runs every bench)
 *   npm run bench -w @tradeboard/api     (after a build)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 node bench/api-bench.js
 */
import { get as httpGet } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { Hono } from 'hono';
import { load as loadRoute } from './load.js';
import { listen, startBenchApi } from './start-bench-api.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STOCKS = 100;
const ALERTS = 500;

/** 'AAA', 'AAB', ... : distinct valid tickers. */
function symbol(index) {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return letters[Math.floor(index / 676) % 26] + letters[Math.floor(index / 26) % 26] + letters[index % 26];
}

async function seed(models) {
  const trends = ['HH', 'HL', 'LH', 'LL'];
  const ranges = ['Discount Range', 'Fair Value', 'Premium Range'];
  await models.stocks.insertMany(
    Array.from({ length: STOCKS }, (_, i) => ({
      symbol: symbol(i),
      range: ranges[i % 3],
      monthlyBX: trends[i % 4],
      weeklyBX: trends[(i + 1) % 4],
      dailyBX: trends[(i + 2) % 4],
      hybridBotPosition: i % 2 === 0,
      swingBotPosition: i % 3 === 0,
      hourBotPosition: i % 5 === 0,
      analysisText:
        `Holding above the weekly demand zone; watching ${symbol(i)} for a higher low before adding. `.repeat(3),
      analysisImage: i % 4 === 0 ? `/uploads/images/${'a'.repeat(32)}.png` : null,
    })),
  );
  const start = Date.now() - ALERTS * 60_000;
  await models.unusualFlow.insertMany(
    Array.from({ length: ALERTS }, (_, i) => ({
      ticker: symbol(i % STOCKS),
      optionType: i % 2 === 0 ? 'CALL' : 'PUT',
      strike: 100 + (i % 50) * 2.5,
      expiry: '06/20/2025',
      spot: 101.25 + (i % 40),
      flowDescription: `Sweep of ${1000 + i} contracts above the ask, opening position, unusual against open interest.`,
      flowImage: i % 3 === 0 ? `/uploads/images/${'b'.repeat(32)}.png` : null,
      premium: 250_000 + i * 1000,
      volume: 1000 + i,
      openInterest: i % 5 === 0 ? null : 200 + i,
      createdAt: new Date(start + i * 60_000),
    })),
  );
}

/** What a browser sends. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * `conditional`: send the ETag of a first answer as If-None-Match, as a browser revalidating its
 * copy does (the answers are 304 then, counted as successes).
 */
async function load(name, url, expectedItems, { conditional = false } = {}) {
  const probe = await fetch(url);
  if (!probe.ok) return { name, skipped: `GET answered ${probe.status}` };
  if (expectedItems !== undefined && (await probe.json()).length !== expectedItems)
    return { name, skipped: `expected ${expectedItems} items` };
  const headers = { ...BROWSER };
  if (conditional) headers['if-none-match'] = probe.headers.get('etag');
  const result = await loadRoute({ url, connections: CONNECTIONS, seconds: SECONDS, headers });
  const expected = result.statuses[conditional ? '3xx' : '2xx'] ?? 0;
  return {
    name,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    failures: result.requests - expected + result.errors,
    bytes: result.bytesPerAnswer,
  };
}

/** One answer as it went over the wire: headers and the still-compressed body. */
function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/**
 * A bare Hono route writing the very bytes and headers of a cached answer: the cost of the transfer
 * itself (the client's share of the 2 cores grows with the answer), so the cached row's overhead shows.
 */
async function replayOf(url) {
  const { headers, body } = await rawAnswer(url, BROWSER);
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['connection', 'keep-alive', 'date'].includes(name)),
  );
  const bytes = new Uint8Array(body);
  return listen(new Hono().get('/', () => new Response(bytes, { status: 200, headers: kept })).fetch);
}

/** Mean milliseconds of `fn` over `runs` sequential calls (after a few warm-up calls). */
async function meanMs(runs, fn) {
  for (let i = 0; i < 5; i++) await fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  return (performance.now() - start) / runs;
}

const api = await startBenchApi({ cache: true });
const bare = await listen(new Hono().get('/', (c) => c.json({ ok: true })).fetch);
try {
  await seed(api.models);
  console.log(
    `Tradeboard API bench: ${CONNECTIONS} connections, ${SECONDS} s per route, Node ${process.version}, ` +
      `${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0].toFixed(2)} at start`,
  );
  console.log('API and embedded MongoDB (in memory) in this process; the client (undici) in a worker thread.\n');

  const results = [];
  results.push(await load('bare Hono route (constant JSON)', `${bare.url}/`));
  for (const [name, path, items] of [
    [`GET /api/stocks (${STOCKS} stocks)`, '/api/stocks', STOCKS],
    [`GET /api/unusual-flow (${ALERTS} alerts)`, '/api/unusual-flow', ALERTS],
  ]) {
    results.push(await load(`${name}, cold (no cache)`, `${api.uncachedUrl}${path}`, items));
    results.push(await load(`${name}, cached (brotli)`, `${api.url}${path}`, items));
    const replay = await replayOf(`${api.url}${path}`);
    results.push(await load(`  the same bytes and headers from a bare Hono route`, `${replay.url}/`));
    await replay.close();
    results.push(await load(`${name}, 304 (If-None-Match)`, `${api.url}${path}`, items, { conditional: true }));
  }

  const bareRps = results[0].rps;
  console.table(
    results.map((r, i) =>
      r.skipped
        ? {
            route: r.name,
            'req/s': 'skipped',
            'p50 ms': '',
            'p99 ms': '',
            'ratio to bare': r.skipped,
            'non-2xx/errors': '',
            'bytes/answer': '',
          }
        : {
            route: r.name,
            'req/s': Math.round(r.rps),
            'p50 ms': r.p50,
            'p99 ms': r.p99,
            'ratio to bare': i === 0 ? '1' : `${(r.rps / bareRps).toFixed(4)} (1/${Math.round(bareRps / r.rps)})`,
            'non-2xx/errors': r.failures,
            'bytes/answer': r.bytes,
          },
    ),
  );

  const sequential = [
    ['GET /api/stocks', '/api/stocks', () => api.models.stocks.find().sort({ symbol: 1 }).lean()],
    [
      'GET /api/unusual-flow',
      '/api/unusual-flow',
      () => api.models.unusualFlow.find().sort({ createdAt: -1, _id: -1 }).lean(),
    ],
  ];
  console.log('\nOne uncached request at a time, in process (mean of 30):');
  const breakdown = [];
  for (const [name, path, query] of sequential) {
    breakdown.push({
      route: name,
      'database query ms': Number((await meanMs(30, query)).toFixed(2)),
      'whole request ms (app.request)': Number(
        (await meanMs(30, async () => (await api.uncachedApp.request(path)).arrayBuffer())).toFixed(2),
      ),
    });
  }
  console.table(breakdown);
} finally {
  await bare.close();
  await api.stop();
}
