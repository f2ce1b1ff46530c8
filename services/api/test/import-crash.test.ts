/**
 * Issue 23, finding 2: kill -9 of the API while a 5,000-row import is being written. The import is
 * one transaction, journaled as one record, so after a restart the fund is the old statement or the
 * new one, never a mix. Five crashes, each at a later point of the journal's growth.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { TEST_ADMIN } from './helpers.js';
import { API_ROOT, PROCESS_TEST_TIMEOUT_MS, TSX_NODE_FLAGS, killIfAlive, serverEnv, watch } from './server-process.js';

const FUND = 'Growth Fund';
const ROWS = 5000;
/** Journal growth (bytes since the import was sent) at which each trial kills the server. */
const KILL_AFTER_GROWTH = [1, 4_096, 65_536, 262_144, 524_288];

const cleanup: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const letters = (n: number) =>
  Array.from({ length: 4 }, (_, place) => String.fromCharCode(65 + (Math.floor(n / 26 ** place) % 26))).join('');

/** A made-up statement; each `seed` letter gives other tickers and figures. */
const statement = (seed: string) =>
  Array.from({ length: ROWS }, (_, index) => ({
    ticker: `${seed}${letters(index)}`,
    quantity: index + 1,
    tradePrice: Math.round((5 + index / 3) * 100) / 100,
  }));

const key = (rows: Array<{ ticker: string; quantity: number; tradePrice: number }>) =>
  JSON.stringify(rows.map((row) => [row.ticker, row.quantity, row.tradePrice]).sort());

async function journalBytes(dbPath: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dbPath)) {
    if (name.startsWith('journal-'))
      total += await stat(path.join(dbPath, name)).then(
        (s) => s.size,
        () => 0,
      );
  }
  return total;
}

async function startApi(dataDir: string) {
  const child = spawn(process.execPath, [...TSX_NODE_FLAGS, 'src/server.ts'], {
    cwd: API_ROOT,
    env: serverEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(() => killIfAlive(child.pid));
  const { url } = await watch(child).listening(1);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(login.status).toBe(200);
  const headers = {
    cookie: login.headers.get('set-cookie')!.split(';')[0]!,
    origin: url,
    'content-type': 'application/json',
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, url, headers, exited };
}

test.runIf(process.platform === 'linux')(
  'after kill -9 during a 5,000-row import the fund is always the old statement or the new one',
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-import-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const dbPath = path.join(dataDir, 'db');
    const files = ['A', 'B', 'C', 'D', 'E', 'F'].map(statement);
    let expected = key([]);
    const outcomes: string[] = [];

    for (let trial = 0; trial <= KILL_AFTER_GROWTH.length; trial++) {
      const api = await startApi(dataDir);
      const stored = (await (await fetch(`${api.url}/api/holdings?fund=${encodeURIComponent(FUND)}`)).json()) as Array<{
        ticker: string;
        quantity: number;
        tradePrice: number;
      }>;
      // What the previous trial left: exactly the statement before it or the one it was importing.
      const now = key(stored);
      expect([expected, trial > 0 ? key(files[trial - 1]!) : expected]).toContain(now);
      if (trial > 0) outcomes.push(now === expected ? 'old' : 'new');
      if (trial === KILL_AFTER_GROWTH.length) {
        api.child.kill('SIGTERM');
        await api.exited;
        break;
      }
      expected = now;

      const before = await journalBytes(dbPath);
      const answered = fetch(`${api.url}/api/holdings/import`, {
        method: 'POST',
        headers: api.headers,
        body: JSON.stringify({ fund: FUND, holdings: files[trial] }),
      }).then(
        (res) => res.status,
        () => 'no answer',
      );
      // Wait for the state (the journal has grown this much, or the import was answered), then crash.
      const growth = KILL_AFTER_GROWTH[trial]!;
      let settled = false;
      void answered.then(() => (settled = true));
      while (!settled && (await journalBytes(dbPath)) - before < growth) await new Promise((r) => setImmediate(r));
      api.child.kill('SIGKILL');
      await api.exited;
      await answered;
    }
    // The five crashes left each outcome as it came; every one was whole.
    expect(outcomes).toHaveLength(KILL_AFTER_GROWTH.length);
  },
  PROCESS_TEST_TIMEOUT_MS * 2,
);
