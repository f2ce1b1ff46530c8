/**
 * Upload memory bench: a 100 MB video streamed over real HTTP to POST
 * /api/trading-library/upload-video, sampling this process's memory meanwhile; then a 110 MB one,
 * which must come back 413 over the wire with no file left. Prints the peak growth of RSS and heap.
 *
 *   node bench/upload-memory.js   (after a build; part of `npm run bench`)
 */
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { BENCH_ADMIN, startBenchApi } from './start-bench-api.js';

const MB = 1024 * 1024;
const boundary = '----tradeboard-bench';

async function login(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

/** Multipart upload of an MP4 header plus `bytes` of filler, generated as it is sent. */
function uploadVideo(url, cookie, bytes, { chunked = false } = {}) {
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x2a);
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/trading-library/upload-video`, {
      method: 'POST',
      headers: {
        cookie,
        origin: url,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        // Without a length (chunked) the limit can only be found while streaming.
        ...(chunked ? {} : { 'content-length': head.length + bytes + tail.length }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    let remaining = bytes;
    const pump = () => {
      while (remaining > 0) {
        const size = Math.min(remaining, chunk.length);
        remaining -= size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    req.write(head);
    pump();
  });
}

async function measure(label, run) {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let peakBuffers = base.arrayBuffers;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  }, 20);
  const started = performance.now();
  const result = await run();
  clearInterval(timer);
  return {
    upload: label,
    status: result.status,
    answer: result.body.slice(0, 50),
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    'peak RSS growth MB': Number(((peakRss - base.rss) / MB).toFixed(1)),
    'peak heap growth MB': Number(((peakHeap - base.heapUsed) / MB).toFixed(1)),
    'peak Buffer growth MB': Number(((peakBuffers - base.arrayBuffers) / MB).toFixed(1)),
  };
}

const api = await startBenchApi();
try {
  const cookie = await login(api.url);
  const rows = [];
  rows.push(await measure('20 MB video', () => uploadVideo(api.url, cookie, 20 * MB)));
  rows.push(await measure('100 MB video', () => uploadVideo(api.url, cookie, 100 * MB - 24)));
  rows.push(await measure('110 MB video, Content-Length', () => uploadVideo(api.url, cookie, 110 * MB)));
  rows.push(await measure('110 MB video, chunked', () => uploadVideo(api.url, cookie, 110 * MB, { chunked: true })));
  console.log('\nUpload memory (API in this process; client in this process too, generating the body as it goes):');
  console.table(rows);
  const videos = await readdir(path.join(api.dataDir, 'uploads', 'videos'));
  console.log(
    `Files in uploads/videos afterwards: ${videos.length} (expected 2: the accepted uploads; the rejected ones left nothing)`,
  );
} finally {
  await api.stop();
}
