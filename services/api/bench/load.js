/**
 * Closed-loop HTTP load for the benches: `connections` keep-alive connections (undici's Pool, in a
 * worker thread, bench/load-worker.js), each sending its next request as soon as the last answer's
 * body has been read, for `seconds`.
 *
 * Why not autocannon: its client appends every body to a JS string (a UTF-8 decode per answer). On a
 * brotli body that decode costs the client about five times the server's work (a plain Node server
 * sending 8 KB: 8-9k req/s with random bytes, 40k+ with ASCII), so a compressed answer measured the
 * client. This client reads bodies as bytes and only counts them.
 */
import { Worker } from 'node:worker_threads';

/**
 * @param {{ url: string, connections?: number, seconds?: number, headers?: Record<string, string> }} options
 * @returns {Promise<{ requests: number, rps: number, p50: number, p99: number,
 *   statuses: Record<string, number>, errors: number, bytesPerAnswer: number }>}
 */
export function load({ url, connections = 50, seconds = 5, headers = {} }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.js', import.meta.url), {
      workerData: { url, connections, seconds, headers },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
  });
}
