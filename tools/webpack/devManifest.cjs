// Development only: the shell's dev server answers /remotes.json with the API's manifest, pointing
// each remote the API serves from its default place (/modules/<name>/remoteEntry.js) at that
// remote's dev server when one is running, so `npm run dev` reloads remotes live. URLs the API
// was configured with explicitly (REMOTE_<NAME>_URL, REMOTES_FILE) are left alone.
const net = require('node:net');
const path = require('node:path');

/** The API's and the shell's dev ports; each module's is its `devPort` in the module registry. */
const HOST_DEV_PORTS = { api: 3000, shell: 3001 };
const DEV_HOST = '127.0.0.1';
/** The module registry, the one list of modules (a TypeScript file: read with tsx, in development only). */
const REGISTRY = path.join(__dirname, '../../packages/types/src/core/module-registry.ts');

let modulePorts;
/** Dev server ports (documented in apps/shell/README.md): the API, the shell and every registered module. */
function devPorts() {
  if (!modulePorts) {
    const { require: requireTs } = require('tsx/cjs/api');
    modulePorts = requireTs(REGISTRY, __filename).MODULE_DEV_PORTS;
  }
  return { ...HOST_DEV_PORTS, ...modulePorts };
}

/**
 * @param {Record<string, string>} manifest the API's manifest
 * @param {(name: string) => boolean} isRunning whether that remote's dev server answers
 * @param {Record<string, number>} [ports] dev server ports (default: devPorts())
 */
function pointAtDevServers(manifest, isRunning, ports = devPorts()) {
  return Object.fromEntries(
    Object.entries(manifest).map(([name, url]) => {
      const port = ports[name];
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
      const ports = devPorts();
      const running = new Set();
      await Promise.all(
        Object.keys(manifest).map(async (name) => {
          if (ports[name] && (await portIsOpen(ports[name]))) running.add(name);
        }),
      );
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(pointAtDevServers(manifest, (name) => running.has(name), ports)));
    } catch (error) {
      res.statusCode = 502;
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({ message: `Could not read /remotes.json from the API at ${apiOrigin}: ${error.message}` }),
      );
    }
  };
}

module.exports = { HOST_DEV_PORTS, DEV_HOST, devPorts, pointAtDevServers, devManifestMiddleware };
