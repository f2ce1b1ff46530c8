// A TCP proxy in front of the server that slows what the browser SENDS (uploads) to a fixed rate,
// so an upload's progress bar can be watched between 0 and 100 on a fast loopback. Answers flow back
// at full speed. Host headers pass unchanged, so the proxy is simply another origin of the same app.
import net from 'node:net';

/**
 * @param {string} targetUrl  e.g. http://127.0.0.1:41234
 * @param {number} bytesPerSecond  upstream rate
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startSlowProxy(targetUrl, bytesPerSecond) {
  const target = new URL(targetUrl);
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const TICK_MS = 50;
  const perTick = Math.max(1, Math.floor((bytesPerSecond * TICK_MS) / 1000));

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    /** @type {Buffer[]} */
    const queue = [];
    let queued = 0;
    const timer = setInterval(() => {
      let budget = perTick;
      while (budget > 0 && queue.length > 0) {
        const head = /** @type {Buffer} */ (queue[0]);
        const part = head.subarray(0, budget);
        upstream.write(part);
        budget -= part.length;
        queued -= part.length;
        if (part.length === head.length) queue.shift();
        else queue[0] = head.subarray(part.length);
      }
      // Stop reading from the browser while much is waiting, so the browser's own send buffer fills and its progress events follow the real rate.
      if (queued > perTick * 4) client.pause();
      else client.resume();
    }, TICK_MS);
    client.on('data', (chunk) => {
      queue.push(chunk);
      queued += chunk.length;
    });
    upstream.pipe(client);
    const close = () => {
      clearInterval(timer);
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
