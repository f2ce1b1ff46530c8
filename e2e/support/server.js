// Starts the real Tradeboard server (services/api/dist/server.js, serving the built shell and
// remotes) as a child process on 127.0.0.1, port 0, with a throw-away DATA_DIR (embedded MongoDB
// inside it) and a remotes manifest file the caller can rewrite while the server runs.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { API_DIR, API_SERVER_JS, FUNDS_DIST, HEATMAP_DIST, REPO_ROOT, SHELL_DIST } from './paths.js';

export const ADMIN_USERNAME = 'e2e-admin';
export const ADMIN_PASSWORD = 'e2e-correct-horse-battery';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * @typedef {object} TradeboardServer
 * @property {string} url           e.g. http://127.0.0.1:41234
 * @property {number} pid           the server process (a restart would change it)
 * @property {string} apiDir        the services/api folder whose build runs
 * @property {string} dataDir       its DATA_DIR
 * @property {string} remotesFile   the REMOTES_FILE the server re-reads on every /remotes.json
 * @property {(manifest: Record<string, string>) => Promise<void>} setRemotes  replace the manifest file
 * @property {() => string} logs    everything the server printed so far (for failure messages)
 * @property {() => Promise<void>} stop
 */

/** Fail early with the command that fixes it, instead of a blank page later. */
function assertBuilt() {
  const missing = [
    API_SERVER_JS,
    path.join(SHELL_DIST, 'index.html'),
    path.join(HEATMAP_DIST, 'remoteEntry.js'),
    path.join(FUNDS_DIST, 'remoteEntry.js'),
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Build first (npm test at the root does it through turbo): missing ${missing.map((file) => path.relative(REPO_ROOT, file)).join(', ')}\n` +
        '  at the repository root: npx turbo run build --filter=@tradeboard/e2e^...',
    );
  }
}

/**
 * @param {{ remotes?: Record<string, string>, env?: Record<string, string>, apiDir?: string }} [options]
 *   remotes: initial content of REMOTES_FILE (entries not named keep the server's same-origin defaults);
 *   apiDir: another built services/api folder to run (a scratch copy's), this checkout's by default
 * @returns {Promise<TradeboardServer>}
 */
export async function startTradeboard(options = {}) {
  assertBuilt();
  const apiDir = options.apiDir ?? API_DIR;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-e2e-'));
  const remotesFile = path.join(dataDir, 'remotes.json');
  await writeFile(remotesFile, JSON.stringify(options.remotes ?? {}));

  const child = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      REMOTES_FILE: remotesFile,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      // The browser tests share two cores with chromium, whose bursts delay the event loop: they test
      // the product, not the overload refusals (the API's own tests do).
      MAX_EVENT_LOOP_DELAY_MS: '5000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  let stopped = false;
  const logs = () => output.join('\n');
  // If the test process dies without calling stop(), do not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      // Shows up in logs(): a test failing with ECONNREFUSED then says why.
      if (!stopped) output.push(`[the server process exited unexpectedly: code ${code}, signal ${signal}]`);
      resolve({ code, signal });
    }),
  );
  const stderr = createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stderr) });
  stderr.on('line', (line) => output.push(line));

  /** @type {Promise<string>} */
  const listening = new Promise((resolve, reject) => {
    const stdout = createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) });
    stdout.on('line', (line) => {
      output.push(line);
      const url = listeningUrl(line);
      if (url) resolve(url);
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`The server exited (code ${code}, signal ${signal}) before listening:\n${logs()}`)),
    );
    setTimeout(
      () => reject(new Error(`The server did not listen within ${START_TIMEOUT_MS} ms:\n${logs()}`)),
      START_TIMEOUT_MS,
    ).unref();
  });

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  let url;
  try {
    url = await listening;
    await waitUntilAnswering(url);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    pid: /** @type {number} */ (child.pid),
    apiDir,
    dataDir,
    remotesFile,
    setRemotes: (manifest) => writeFile(remotesFile, JSON.stringify(manifest)),
    logs,
    stop,
  };
}

/**
 * A deploy token for `module`, made by the token CLI of the server's build against its DATA_DIR, as
 * an operator would (`npm run deploy-token -- create NAME`).
 * @param {TradeboardServer} server
 * @param {string} module
 * @returns {Promise<string>}
 */
export async function createDeployToken(server, module) {
  const created = await promisify(execFile)(
    process.execPath,
    [path.join(server.apiDir, 'dist/modules/token-cli.js'), 'create', module],
    { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: server.dataDir } },
  );
  return /** @type {string} */ (created.stdout.trim().split('\n').at(-1));
}

/** The pino line 'Tradeboard API listening' carries the bound URL. @param {string} line */
function listeningUrl(line) {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line);
    return entry.msg === 'Tradeboard API listening' && typeof entry.url === 'string' ? entry.url : null;
  } catch {
    return null;
  }
}

/** @param {string} url */
async function waitUntilAnswering(url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/auth/status`);
      if (response.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url}/api/auth/status did not answer 200`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
