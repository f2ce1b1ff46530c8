/**
 * The client of bench/load.js, in a worker thread: undici Pool connections, each a loop of GET,
 * read the body as bytes, repeat. Posts the counts and latency percentiles back when time is up.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

const { url, connections, seconds, headers } = workerData;
const { origin, pathname, search } = new URL(url);
const path = pathname + search;
const pool = new Pool(origin, { connections, pipelining: 1 });

const latencies = [];
const statuses = {};
let errors = 0;
let bytes = 0;
const end = performance.now() + seconds * 1000;

/** The size of an answer's status line and header block, as it went over the wire. */
function headerBytes(responseHeaders) {
  let size = 'HTTP/1.1 200 OK\r\n\r\n'.length;
  for (const [name, value] of Object.entries(responseHeaders)) {
    for (const one of Array.isArray(value) ? value : [value]) size += name.length + String(one).length + 4;
  }
  return size;
}

async function connectionLoop() {
  while (performance.now() < end) {
    const sent = performance.now();
    try {
      const answer = await pool.request({ path, method: 'GET', headers });
      let size = headerBytes(answer.headers);
      for await (const chunk of answer.body) size += chunk.length;
      latencies.push(performance.now() - sent);
      const family = `${Math.floor(answer.statusCode / 100)}xx`;
      statuses[family] = (statuses[family] ?? 0) + 1;
      bytes += size;
    } catch {
      errors++;
    }
  }
}

await Promise.all(Array.from({ length: connections }, connectionLoop));
await pool.close();
latencies.sort((a, b) => a - b);
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const round = (ms) => Math.round(ms * 10) / 10;
parentPort.postMessage({
  requests: latencies.length,
  rps: latencies.length / seconds,
  p50: round(percentile(50)),
  p99: round(percentile(99)),
  statuses,
  errors,
  bytesPerAnswer: Math.round(bytes / Math.max(1, latencies.length)),
});
