// A TCP proxy in front of the server that holds back an upload at a byte count the test chooses, so
// the upload's progress bar can be watched at values between 0 and 100 on a fast loopback, whatever
// the load of the machine: the test opens the gate step by step and waits for the bar to move.
// A connection is gated from the moment it sends a request line that starts with `gatedPrefix`
// (e.g. 'POST /api/trading-library/upload'); every other request and every answer flow at full speed.
// Host headers pass unchanged, so the proxy is simply another origin of the same app.
import net from 'node:net';

/**
 * @param {string} targetUrl  e.g. http://127.0.0.1:41234
 * @param {string} gatedPrefix  the start of the request line whose body is held back
 * @returns {Promise<{ url: string, openTo: (bytes: number) => void, close: () => Promise<void> }>}
 */
export async function startUploadGateProxy(targetUrl, gatedPrefix) {
  const target = new URL(targetUrl);
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  /** @type {Set<() => void>} */
  const pumps = new Set();
  let limit = 0; // bytes of gated connections that may pass upstream, in total
  let forwarded = 0; // bytes of gated connections that went upstream

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let gated = false;
    /** @type {Buffer[]} */
    const queue = [];
    const pump = () => {
      while (queue.length > 0 && forwarded < limit) {
        const head = /** @type {Buffer} */ (queue[0]);
        const part = head.subarray(0, limit - forwarded);
        upstream.write(part);
        forwarded += part.length;
        if (part.length === head.length) queue.shift();
        else queue[0] = head.subarray(part.length);
      }
      // While held, stop reading: the browser's own send buffer fills and its progress stops with it.
      if (queue.length > 0) client.pause();
      else client.resume();
    };
    client.on('data', (chunk) => {
      if (!gated && chunk.subarray(0, gatedPrefix.length).toString('latin1') === gatedPrefix) {
        gated = true;
        pumps.add(pump);
      }
      if (!gated) {
        upstream.write(chunk);
        return;
      }
      queue.push(chunk);
      pump();
    });
    upstream.pipe(client);
    const close = () => {
      pumps.delete(pump);
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
    openTo: (bytes) => {
      limit = bytes;
      for (const pump of pumps) pump();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
