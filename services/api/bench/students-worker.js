/**
 * The students of one level of bench/students-bench.js, in a worker thread: each a browser with one
 * keep-alive connection that revalidates with If-None-Match and accepts brotli, and honours a 503's
 * Retry-After as the UI's API client does (jittered, doubling waits, 3 retries).
 * Polling (SPEC section 9): unusual flow and the FLOW manual P&L every 5 s, the bell (unusual flow
 * again and today's analysis log) every 30 s. Live: an event stream each, the three reads once, then
 * only what a `changed` event names.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, students, seconds, rampMs, live } = workerData;
const { hostname, port } = new URL(url);
const FLOW = '/api/unusual-flow';
const PNL = '/api/manual-pnl/fund/FLOW';
const LOG = '/api/analysis-log/today';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const backoffMs = (retryAfter, attempt) => Math.min(30_000, retryAfter * 1000 * 2 ** attempt * (1 + Math.random()));

const started = performance.now();
const windowStart = started + rampMs;
const windowEnd = windowStart + seconds * 1000;
let stopped = false;
const stats = { served: 0, refused: 0, errors: 0, errorKinds: {}, latencies: [], clientLagP99Ms: 0 };
/** Counts a failure other than a 503 in the window, by kind ('stream 503', 'ECONNRESET', ...). */
function countError(kind) {
  if (!inWindow(performance.now())) return;
  stats.errors++;
  stats.errorKinds[kind] = (stats.errorKinds[kind] ?? 0) + 1;
}
// How late this thread's own loop runs: an answer read late counts that lateness in its latency.
const lag = monitorEventLoopDelay({ resolution: 10 });
const inWindow = (at) => at >= windowStart && at < windowEnd;

function request(agent, path, etags, onDone) {
  const sent = performance.now();
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  if (etags.has(path)) headers['if-none-match'] = etags.get(path);
  const req = http.get({ hostname, port, path, agent, headers, timeout: 60_000 }, (res) => {
    res.resume();
    res.on('end', () => {
      const at = performance.now();
      if (res.statusCode === 200 || res.statusCode === 304) {
        if (res.headers.etag) etags.set(path, res.headers.etag);
        if (inWindow(at)) {
          stats.served++;
          stats.latencies.push(at - sent);
        }
        onDone({ ok: true });
      } else {
        if (inWindow(at) && res.statusCode === 503) stats.refused++;
        else if (res.statusCode !== 503) countError(`status ${res.statusCode}`);
        onDone({ ok: false, retryAfter: Number(res.headers['retry-after']) });
      }
    });
  });
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', (error) => {
    countError(error.code ?? error.message);
    onDone({ ok: false });
  });
}

/** One read, retried after a 503 with Retry-After as the UI does. */
async function read(agent, path, etags) {
  for (let attempt = 0; ; attempt++) {
    const answer = await new Promise((resolve) => request(agent, path, etags, resolve));
    if (answer.ok || !(answer.retryAfter > 0) || attempt >= 3 || stopped) return;
    await sleep(backoffMs(answer.retryAfter, attempt));
  }
}

async function pollingStudent() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const etags = new Map();
  await sleep(Math.random() * Math.min(rampMs, 5000));
  for (let tick = 0; !stopped; tick++) {
    const begun = performance.now();
    const reads = [read(agent, FLOW, etags), read(agent, PNL, etags)];
    if (tick % 6 === 0) reads.push(read(agent, FLOW, etags), read(agent, LOG, etags));
    await Promise.all(reads);
    await sleep(Math.max(0, begun + 5000 - performance.now()));
  }
  agent.destroy();
}

async function liveStudent() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const streamAgent = new http.Agent({ keepAlive: false });
  const etags = new Map();
  await sleep(Math.random() * rampMs);
  let stream;
  const opened = new Promise((resolve) => {
    stream = http.get({ hostname, port, path: '/api/events', agent: streamAgent }, (res) => {
      resolve(res.statusCode === 200 ? null : `stream ${res.statusCode}`);
      if (res.statusCode !== 200) return res.resume();
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: changed')) continue;
          const data = /data: (.*)/.exec(block)?.[1] ?? '{}';
          const { resources = [] } = JSON.parse(data);
          if (resources.includes('unusual-flow')) void read(agent, FLOW, etags);
          if (resources.includes('manual-pnl')) void read(agent, PNL, etags);
          if (resources.includes('analysis-history')) void read(agent, LOG, etags);
        }
      });
    });
    stream.on('error', (error) => resolve(`stream ${error.code ?? error.message}`));
  });
  const failure = await opened;
  if (failure) {
    countError(failure);
    // No stream: the UI falls back to polling.
    return pollingStudent();
  }
  await Promise.all([read(agent, FLOW, etags), read(agent, PNL, etags), read(agent, LOG, etags)]);
  while (!stopped) await sleep(500);
  stream.destroy();
  agent.destroy();
}

setTimeout(() => lag.enable(), Math.max(0, windowStart - performance.now()));
const all = Array.from({ length: students }, () => (live ? liveStudent() : pollingStudent()));
await sleep(windowEnd - performance.now());
stopped = true;
lag.disable();
stats.clientLagP99Ms = Math.round(lag.percentile(99) / 1e6);
parentPort.postMessage(stats);
await Promise.race([Promise.all(all), sleep(10_000)]);
process.exit(0);
