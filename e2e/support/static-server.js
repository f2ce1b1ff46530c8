// A tiny static file server with CORS on 127.0.0.1: "another host" for a remote module, as a CDN
// or a second web server would be in production.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
});

const CORS = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

/**
 * @param {string} root folder to serve
 * @param {{ port?: number }} [options] port 0 (default) picks a free one
 * @returns {Promise<{ url: string, port: number, requests: string[], close: () => Promise<void> }>}
 */
export async function serveFolder(root, options = {}) {
  /** @type {string[]} paths requested, in order */
  const requests = [];
  const server = createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    requests.push(urlPath);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
      return;
    }
    const filePath = path.resolve(root, '.' + path.posix.normalize('/' + urlPath));
    const inside = filePath.startsWith(path.resolve(root) + path.sep);
    const info = inside ? await stat(filePath).catch(() => null) : null;
    if (!info?.isFile()) {
      response.writeHead(404, { ...CORS, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      ...CORS,
      'Content-Type': CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Cache-Control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(filePath).pipe(response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released): the URL of a remote that is down. */
export async function unusedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
