/**
 * What the fuzz run aims at: the API as its own process (tsx on the sources, embedded database in a
 * temp DATA_DIR, 127.0.0.1 on a free port), signed in as the admin, with a few records in every
 * collection, and a snapshot of every stored list to compare at the end.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_ADMIN } from '../test/helpers.js';
import { API_ROOT, TSX_NODE_FLAGS, serverEnv, watch, type WatchedProcess } from '../test/server-process.js';

export interface Target {
  url: string;
  port: number;
  dataDir: string;
  process: WatchedProcess;
  /** Headers of the signed-in admin's same-origin writes. */
  admin: Record<string, string>;
  /** Ids of the seeded records, by collection path ('/api/holdings'). */
  ids: Map<string, string>;
}

export async function startTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-fuzz-'));
  const child = spawn(process.execPath, [...TSX_NODE_FLAGS, 'src/server.ts'], {
    cwd: API_ROOT,
    env: serverEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watch(child);
  const { url } = await watched.listening(1);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]!, origin: url };
  const target: Target = { url, port: Number(new URL(url).port), dataDir, process: watched, admin, ids: new Map() };
  await seed(target);
  return target;
}

async function post(target: Target, route: string, body: unknown): Promise<string> {
  const res = await fetch(`${target.url}${route}`, {
    method: 'POST',
    headers: { ...target.admin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`seed ${route}: ${res.status} ${text}`);
  const id = (JSON.parse(text) as { id?: string }).id;
  if (id) target.ids.set(route, id);
  return text;
}

/** A record or two in every collection, so a request that wrongly changed or removed one would show. */
async function seed(target: Target): Promise<void> {
  await post(target, '/api/stocks', { symbol: 'AAPL', monthlyBX: 'HH', analysisText: 'seeded' });
  await post(target, '/api/stocks', { symbol: 'MSFT' });
  await post(target, '/api/holdings', { ticker: 'AAPL', quantity: 10, tradePrice: 150.25, dateOpened: '06/02/2025' });
  await post(target, '/api/options', {
    ticker: 'AAPL',
    optionType: 'CALL',
    strike: 200,
    expiry: '06/20/2025',
    quantity: 1,
    price: 2.5,
  });
  await post(target, '/api/flow-holdings', {
    ticker: 'TSLA',
    optionType: 'PUT',
    strike: 180,
    expiry: '2025-07-18',
    quantity: 2,
    price: 3.1,
  });
  await post(target, '/api/unusual-flow', {
    ticker: 'NVDA',
    optionType: 'CALL',
    strike: 120,
    expiry: '07/18/2025',
    premium: 1_000_000,
  });
  await post(target, '/api/next-session-trades', { ticker: 'AMD', action: 'add' });
  await post(target, '/api/manual-pnl', { fund: 'Main Fund', allTimePnl: 1000, ytdPnl: 500 });
  await post(target, '/api/portfolio-activity', {
    fund: 'Main Fund',
    date: '06/02/2025',
    activityType: 'holding_added',
    ticker: 'AAPL',
    details: { quantity: 10 },
  });
  await post(target, '/api/daily-activity', {
    fund: 'Main Fund',
    date: '06/02/2025',
    addedPositions: ['AAPL'],
    removedPositions: ['MSFT'],
  });
  const course = JSON.parse(
    await post(target, '/api/courses', { title: 'Risk basics', category: 'Risk Management' }),
  ) as { id: string };
  await post(target, '/api/lessons', { courseId: course.id, title: 'Position sizing' });
  await post(target, '/api/documentation', { title: 'Checklist', content: 'Before the open', category: 'SOP' });
}

/** A GET's body; a read is safe to repeat when a pooled keep-alive connection was closed under it. */
async function readText(url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (await fetch(url)).text();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const FUNDS = ['Main Fund', 'Growth Fund', 'Value Fund', 'Income Fund', 'Balanced Fund', 'FLOW'];

/** Every stored list as the API shows it, and every uploaded file: compared before and after the run. */
export async function storedLists(target: Target): Promise<Record<string, string>> {
  const lists = [
    '/api/stocks',
    '/api/stocks/AAPL/analysis-history',
    '/api/holdings',
    '/api/options',
    '/api/flow-holdings',
    '/api/unusual-flow',
    '/api/courses',
    '/api/lessons',
    '/api/documentation',
    '/api/bot-analysis',
    ...FUNDS.flatMap((fund) => {
      const f = encodeURIComponent(fund);
      return [
        `/api/next-session-trades?fund=${f}`,
        `/api/manual-pnl/fund/${f}`,
        `/api/portfolio-activity/${f}/366`,
        `/api/daily-activity/${f}/06%2F02%2F2025`,
      ];
    }),
  ];
  const out: Record<string, string> = {};
  for (const list of lists) out[list] = await readText(`${target.url}${list}`);
  const files = await readdir(path.join(target.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  out.uploads = files
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .join('\n');
  return out;
}
