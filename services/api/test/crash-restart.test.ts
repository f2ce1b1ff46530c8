/**
 * Issue 18 section 6: a restart right after a crash starts. The API runs under a parent that never
 * reaps it (`sh -c '<server> & echo $!; exec sleep 60'`: the shell becomes `sleep`, which does not
 * wait for children), so after kill -9 it stays a zombie holding the embedded database's lock file.
 * A new server on the same DATA_DIR, started at once, must take the lock over and find every write
 * the first one acknowledged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processState } from '@tradeboard/embedded-mongo';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/runtime.js';
import { TEST_ADMIN } from './helpers.js';
import { API_ROOT, PROCESS_TEST_TIMEOUT_MS, TSX_NODE_FLAGS, killIfAlive, serverEnv, watch } from './server-process.js';

const cleanup: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(res.status).toBe(200);
  return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, origin: url, 'content-type': 'application/json' };
}

test.runIf(process.platform === 'linux')(
  'kill -9 under a parent that never reaps, then an immediate start on the same DATA_DIR',
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));

    const server = [process.execPath, ...TSX_NODE_FLAGS, 'src/server.ts'].map((arg) => `'${arg}'`).join(' ');
    const parent: ChildProcess = spawn('sh', ['-c', `${server} & echo "{\\"serverPid\\":$!}"; exec sleep 60`], {
      cwd: API_ROOT,
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanup.push(() => parent.kill('SIGKILL'));
    const watched = watch(parent);
    const { url, pid } = await watched.listening(1);
    // Should the test fail before its kill -9, the server must not outlive it.
    cleanup.push(() => killIfAlive(pid));

    // Acknowledged writes: each answered 201 before the crash.
    const headers = await signIn(url);
    const symbols = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'META', 'GOOG', 'BRK.B'];
    for (const symbol of symbols) {
      const res = await fetch(`${url}/api/stocks`, { method: 'POST', headers, body: JSON.stringify({ symbol }) });
      expect(res.status).toBe(201);
    }
    const holding = await fetch(`${url}/api/holdings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ticker: 'AAPL', quantity: 5, tradePrice: 190.5 }),
    });
    expect(holding.status).toBe(201);

    process.kill(pid, 'SIGKILL');
    // The crashed server is a zombie now (nobody reaps it): the situation the lock must handle.
    await expect.poll(() => processState(pid), { timeout: 10_000, interval: 20 }).toBe('Z');

    const restarted = await startServer(loadConfig({ ...serverEnv(dataDir), LOG_LEVEL: 'silent' }));
    cleanup.push(() => restarted.stop());
    expect(processState(pid)).toBe('Z');

    const stocks = (await (await fetch(`${restarted.url}/api/stocks`)).json()) as Array<{ symbol: string }>;
    expect(stocks.map((stock) => stock.symbol).sort()).toEqual([...symbols].sort());
    const holdings = (await (await fetch(`${restarted.url}/api/holdings`)).json()) as Array<{
      ticker: string;
      quantity: number;
    }>;
    expect(holdings).toEqual([expect.objectContaining({ ticker: 'AAPL', quantity: 5, tradePrice: 190.5 })]);
  },
  PROCESS_TEST_TIMEOUT_MS,
);
