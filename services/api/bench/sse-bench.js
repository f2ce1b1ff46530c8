/**
 * Live updates at scale: N clients hold GET /api/events open on one API process (the built API,
 * dist/, as its own process with the embedded database), then the admin writes. Prints, for 1,000
 * and 10,000 clients: the API process's resident memory and CPU while the clients sit idle, and the
 * time from a write until every client has its `changed` event (p50, p99, max over 5 writes).
 * Baseline, same run, same clients: a bare Node HTTP server that holds the same event streams and
 * writes one event to all of them (no database, no change stream, no coalescing).
 *
 *   npm run build && node bench/sse-bench.js            (BENCH_CLIENTS=1000,10000 by default)
 *   BENCH_CLIENTS=2000 node bench/sse-bench.js
 */
import { cpus, loadavg } from 'node:os';
import { nextEvent, openClients, processFigures, startApi, startProcess } from './sse-support.js';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '1000,10000').split(',').map(Number);
const WRITES = 5;
/** A bare event-stream server: holds every GET, writes one event to all on POST /write. */
const BARE_SERVER = `
const http = require('node:http');
const clients = new Set();
const server = http.createServer((req, res) => {
  if (req.method === 'POST') {
    for (const client of clients) client.write('event: changed\\ndata: {"resources":["stocks"]}\\n\\n');
    res.end('ok');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(': connected\\n\\n');
  clients.add(res);
  req.on('close', () => clients.delete(res));
});
server.listen(0, '127.0.0.1', () => console.log('listening http://127.0.0.1:' + server.address().port));
`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Sends `WRITES` writes one after another; for each, the time until every client had its event. */
async function fanOut(clients, write) {
  const latencies = [];
  for (let i = 0; i < WRITES; i++) {
    const arrivals = clients.map(nextEvent);
    const sent = performance.now();
    await write(i);
    for (const at of await Promise.all(arrivals)) latencies.push(at - sent);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1] };
}

async function measureApi(count) {
  const api = await startApi(count + 10);
  try {
    const clients = await openClients(api.url, count);
    const idle = await processFigures(api.child.pid, 5);
    const latency = await fanOut(clients, async (i) => {
      const res = await fetch(`${api.url}/api/stocks`, {
        method: 'POST',
        headers: api.headers,
        body: JSON.stringify({ symbol: `SSE${String.fromCharCode(65 + i)}` }),
      });
      if (res.status !== 201) throw new Error(`write answered ${res.status}`);
    });
    for (const client of clients) client.req.destroy();
    return { ...idle, ...latency };
  } finally {
    await api.stop();
  }
}

async function measureBare(count) {
  const { child, url } = await startProcess(['-e', BARE_SERVER], {}, process.cwd());
  try {
    const clients = await openClients(url, count);
    const idle = await processFigures(child.pid, 5);
    const latency = await fanOut(clients, () => fetch(`${url}/write`, { method: 'POST' }).then((res) => res.text()));
    for (const client of clients) client.req.destroy();
    return { ...idle, ...latency };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const row = (name, f) =>
  `  ${name.padEnd(34)} rss ${f.rssMiB.toFixed(0).padStart(5)} MiB  idle cpu ${f.cpuPercent.toFixed(1).padStart(5)}%  ` +
  `write -> every client: p50 ${f.p50.toFixed(0).padStart(5)} ms  p99 ${f.p99.toFixed(0).padStart(5)} ms  max ${f.max.toFixed(0).padStart(5)} ms`;

console.log(`SSE bench (${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}), ${WRITES} writes per run`);
for (const count of CLIENT_COUNTS) {
  console.log(`${count.toLocaleString('en-US')} clients`);
  console.log(row('bare Node event stream (baseline)', await measureBare(count)));
  console.log(row('Tradeboard API, GET /api/events', await measureApi(count)));
}
