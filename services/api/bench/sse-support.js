/** What the SSE bench and soak share: processes to measure, and many event-stream clients. */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { username: 'admin', password: 'bench password 123' };
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

export function startProcess(args, env, cwd) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!match || !/listening/i.test(line)) return;
      // From here on the logs are drained unread, as a log collector would take them: parsing each
      // line here cost this process CPU, and a pipe read too slowly stalls the API's log writes.
      lines.close();
      child.stdout.resume();
      resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

/** Opens `count` event streams; resolves with a function waiting until each has seen one more `changed` event. */
export async function openClients(url, count) {
  const clients = [];
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const opened = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      opened.push(
        new Promise((resolve, reject) => {
          const client = { changed: 0, waiters: [], req: undefined };
          client.req = http.get(`${url}/api/events`, { agent }, (res) => {
            if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
            res.setEncoding('utf8');
            let buffer = '';
            res.on('data', (chunk) => {
              buffer += chunk;
              let end;
              while ((end = buffer.indexOf('\n\n')) !== -1) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                if (block.includes('event: changed')) {
                  client.changed++;
                  for (const wake of client.waiters.splice(0)) wake(performance.now());
                }
              }
            });
            resolve(client);
          });
          client.req.on('error', reject);
        }),
      );
    }
    clients.push(...(await Promise.all(opened)));
  }
  return clients;
}

export const nextEvent = (client) => new Promise((resolve) => client.waiters.push(resolve));

function cpuSeconds(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
}

export async function processFigures(pid, seconds) {
  const before = cpuSeconds(await readFile(`/proc/${pid}/stat`, 'utf8'));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = cpuSeconds(await readFile(`/proc/${pid}/stat`, 'utf8'));
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
  return { cpuPercent: ((after - before) / seconds) * 100, rssMiB: rssKiB / 1024 };
}

/** The built API as its own process on a fresh DATA_DIR, signed in as the admin; `env` adds to its configuration. */
export async function startApi(maxStreams, env = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-sse-bench-'));
  const { child, url } = await startProcess(
    ['dist/server.js'],
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      LIVE_STREAMS_PER_CLIENT: String(maxStreams),
      ...env,
    },
    API_ROOT,
  );
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  const headers = {
    cookie: login.headers.get('set-cookie').split(';')[0],
    origin: url,
    'content-type': 'application/json',
  };
  return {
    child,
    url,
    headers,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
