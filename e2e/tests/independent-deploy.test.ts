/**
 * Independent deployment: a changed heat map remote is built into another folder and served from
 * another host; pointing its manifest entry there and reloading shows the change, with no shell
 * rebuild and no API restart. Pointing it back rolls the change back.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser } from '../support/browser.js';
import { E2E_DIR, HEATMAP_DIST, SHELL_DIST } from '../support/paths.js';
import { startTradeboard, type TradeboardServer } from '../support/server.js';
import { serveFolder } from '../support/static-server.js';

const ORIGINAL_TITLE = 'Weekly Watchlist';
const RELEASE_TITLE = `Weekly Watchlist (release e2e-${Date.now().toString(36)})`;

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let buildDir: string;
const closeLater: Array<() => Promise<void>> = [];

const sha256 = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex');
const watchlistHeading = () => page.getByRole('heading', { level: 2 }).filter({ hasText: /^Weekly Watchlist/ });

beforeAll(async () => {
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks([{ symbol: 'AAPL', range: 'Fair Value', dailyBX: 'HH' }]);
  buildDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-heatmap-release-'));
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  for (const close of closeLater) await close();
  await browser?.close();
  await server?.stop();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

it('serves a rebuilt heat map from another host after a manifest change and a reload', { timeout: 240_000 }, async () => {
  await page.goto(`${server.url}/student`);
  await page.locator('tr[data-symbol="AAPL"]').waitFor();
  expect(await watchlistHeading().innerText()).toBe(ORIGINAL_TITLE);
  const shellBefore = await sha256(path.join(SHELL_DIST, 'main.js'));
  const deployedRemoteBefore = await sha256(path.join(HEATMAP_DIST, 'remoteEntry.js'));

  // The new release: the heat map's own webpack config, one visible text changed, another folder.
  await promisify(execFile)(
    process.execPath,
    [path.join(E2E_DIR, 'support/build-changed-heatmap.js'), buildDir, ORIGINAL_TITLE, RELEASE_TITLE],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const host = await serveFolder(buildDir);
  closeLater.push(host.close);

  await server.setRemotes({ heatmap: `${host.url}/remoteEntry.js` });
  await page.reload();
  await page.locator('tr[data-symbol="AAPL"]').waitFor();
  expect(await watchlistHeading().innerText()).toBe(RELEASE_TITLE);
  expect(host.requests).toContain('/remoteEntry.js');

  // Nothing else was rebuilt or restarted.
  expect(await sha256(path.join(SHELL_DIST, 'main.js'))).toBe(shellBefore);
  expect(await sha256(path.join(HEATMAP_DIST, 'remoteEntry.js'))).toBe(deployedRemoteBefore);
  expect(await page.evaluate(() => fetch('/main.js').then((response) => response.text()))).toBe(
    await readFile(path.join(SHELL_DIST, 'main.js'), 'utf8'),
  );
  // The same API process, never restarted, answered every request of this test.
  expect(process.kill(server.pid, 0)).toBe(true);

  // Rolling back is the same move: the manifest entry points at the previous release again.
  await server.setRemotes({});
  await page.reload();
  await page.locator('tr[data-symbol="AAPL"]').waitFor();
  expect(await watchlistHeading().innerText()).toBe(ORIGINAL_TITLE);
  expect(browser.pageErrors).toEqual([]);
});
