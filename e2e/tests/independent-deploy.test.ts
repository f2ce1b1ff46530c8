/**
 * Independent deployment, for each landed remote (heat map, funds): a changed remote is built into
 * another folder and served from another host; pointing its manifest entry there and reloading
 * shows the change, with no shell rebuild, no API restart and the other remote untouched. Pointing
 * it back rolls the change back.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser } from '../support/browser.js';
import { E2E_DIR, FUNDS_DIST, HEATMAP_DIST, SHELL_DIST } from '../support/paths.js';
import { startTradeboard, type TradeboardServer } from '../support/server.js';
import { serveFolder } from '../support/static-server.js';

const RELEASE = `release e2e-${Date.now().toString(36)}`;

/** What each remote's new release changes, and where a student sees it. */
const releases = [
  {
    remote: 'heatmap',
    dist: HEATMAP_DIST,
    other: FUNDS_DIST,
    title: 'Weekly Watchlist',
    page: '/student',
    ready: 'tr[data-symbol="AAPL"]',
  },
  {
    remote: 'funds',
    dist: FUNDS_DIST,
    other: HEATMAP_DIST,
    title: 'Fund Holdings',
    page: '/student/portfolio',
    ready: 'tr[data-symbol="AMZN"]',
  },
] as const;

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const cleanups: Array<() => Promise<void>> = [];

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
const heading = (title: string) => page.getByRole('heading', { level: 2 }).filter({ hasText: new RegExp(`^${title}`) });

beforeAll(async () => {
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks([{ symbol: 'AAPL', range: 'Fair Value', dailyBX: 'HH' }]);
  await api.send('POST', '/api/holdings/import', {
    fund: 'Main Fund',
    holdings: [{ ticker: 'AMZN', quantity: 40, tradePrice: 182.35 }],
  });
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await browser?.close();
  await server?.stop();
});

describe.each(releases)('$remote', ({ remote, dist, other, title, page: pagePath, ready }) => {
  it(
    'serves a rebuilt remote from another host after a manifest change and a reload',
    { timeout: 300_000 },
    async () => {
      const releaseTitle = `${title} (${RELEASE})`;
      const buildDir = await mkdtemp(path.join(tmpdir(), `tradeboard-${remote}-release-`));
      cleanups.push(() => rm(buildDir, { recursive: true, force: true }));
      await page.goto(`${server.url}${pagePath}`);
      await page.locator(ready).waitFor();
      expect(await heading(title).first().innerText()).toBe(title);
      const shellBefore = await sha256(path.join(SHELL_DIST, 'main.js'));
      const deployedBefore = await sha256(path.join(dist, 'remoteEntry.js'));
      const otherBefore = await sha256(path.join(other, 'remoteEntry.js'));

      // The new release: the remote's own webpack config, one visible text changed, another folder.
      await promisify(execFile)(
        process.execPath,
        [path.join(E2E_DIR, 'support/build-changed-remote.js'), remote, buildDir, title, releaseTitle],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      const host = await serveFolder(buildDir);
      cleanups.push(host.close);

      await server.setRemotes({ [remote]: `${host.url}/remoteEntry.js` });
      await page.reload();
      await page.locator(ready).waitFor();
      expect(await heading(title).first().innerText()).toBe(releaseTitle);
      expect(host.requests).toContain('/remoteEntry.js');

      // Nothing else was rebuilt or restarted.
      expect(await sha256(path.join(SHELL_DIST, 'main.js'))).toBe(shellBefore);
      expect(await sha256(path.join(dist, 'remoteEntry.js'))).toBe(deployedBefore);
      expect(await sha256(path.join(other, 'remoteEntry.js'))).toBe(otherBefore);
      expect(await page.evaluate(() => fetch('/main.js').then((response) => response.text()))).toBe(
        await readFile(path.join(SHELL_DIST, 'main.js'), 'utf8'),
      );
      // The same API process, never restarted, answered every request of this test.
      expect(process.kill(server.pid, 0)).toBe(true);

      // Rolling back is the same move: the manifest entry points at the previous release again.
      await server.setRemotes({});
      await page.reload();
      await page.locator(ready).waitFor();
      expect(await heading(title).first().innerText()).toBe(title);
      expect(browser.pageErrors).toEqual([]);
    },
  );
});
