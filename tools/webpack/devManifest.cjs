// Development only: the shell's dev server answers /remotes.json with the API's manifest, pointing
// each remote the API serves from its default place (/modules/<name>/remoteEntry.js) at that
// remote's dev server when one is running, so `npm run dev` reloads remotes live. URLs the API
// was configured with explicitly (REMOTE_<NAME>_URL, REMOTES_FILE) are left alone.
const net = require('node:net');

/** Dev server ports (documented in apps/shell/README.md). */
const DEV_PORTS = { api: 3000, shell: 3001, heatmap: 3002, funds: 3003, flow: 3004, library: 3005 };
const DEV_HOST = '127.0.0.1';

/**
 * @param {Record<string, string>} manifest the API's manifest
 * @param {(name: string) => boolean} isRunning whether that remote's dev server answers
 */
function pointAtDevServers(manifest, isRunning) {
  return Object.fromEntries(
    Object.entries(manifest).map(([name, url]) => {
      const port = DEV_PORTS[name];
      const isDefault = url === `/modules/${name}/remoteEntry.js`;
      return [name, isDefault && port && isRunning(name) ? `http://${DEV_HOST}:${port}/remoteEntry.js` : url];
    }),
  );
}

function portIsOpen(port, timeoutMs = 300) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: DEV_HOST, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A webpack-dev-server middleware for GET /remotes.json. */
function devManifestMiddleware(apiOrigin) {
  return async (req, res, next) => {
    if (req.method !== 'GET') return next();
    try {
      const response = await fetch(`${apiOrigin}/remotes.json`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`the API answered ${response.status}`);
      const manifest = await response.json();
      const running = new Set();
      await Promise.all(
        Object.keys(manifest).map(async (name) => {
          if (DEV_PORTS[name] && (await portIsOpen(DEV_PORTS[name]))) running.add(name);
        }),
      );
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(pointAtDevServers(manifest, (name) => running.has(name))));
    } catch (error) {
      res.statusCode = 502;
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({ message: `Could not read /remotes.json from the API at ${apiOrigin}: ${error.message}` }),
      );
    }
  };
}

module.exports = { DEV_PORTS, DEV_HOST, pointAtDevServers, devManifestMiddleware };
