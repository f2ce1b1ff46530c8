/**
 * Issue 26, in the browser: a student page open on the running product picks up a funds module
 * deployed through the deploy API (built in another folder, served from another host, checked by
 * the API: its container loaded in a VM) at the next tab change, without an API restart or a shell
 * rebuild (the page, which already ran the old funds, loads afresh then: two builds of one remote
 * cannot share a page); a rollback brings the old one back the same way; and a remoteEntry.js
 * changed after its deploy is refused by the browser (Subresource Integrity): the slot's fallback.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser } from '../support/browser.js';
import { E2E_DIR, REPO_ROOT, SHELL_DIST } from '../support/paths.js';
import { startTradeboard, type TradeboardServer } from '../support/server.js';
import { serveFolder } from '../support/static-server.js';

const run = promisify(execFile);
const TITLE = 'Fund Holdings';
const RELEASE_TITLE = `${TITLE} (deployed ${Date.now().toString(36)})`;

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let host: Awaited<ReturnType<typeof serveFolder>>;
let buildDir: string;
let token: string;
const consoleErrors: string[] = [];
const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

const heading = () => page.getByRole('heading', { level: 2 }).filter({ hasText: new RegExp(`^${TITLE}`) });

/** POST to the deploy API as CI does. */
async function deployApi(pathname: string, body: object): Promise<{ status: number; body: { message?: string } }> {
  const response = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/**
 * Another tab, then Portfolio Data again: the moment a page may load a new module version. The
 * title read, or '' while the page is loading afresh (expect.poll then changes tabs again).
 */
async function changeTabAndReadTitle(): Promise<string> {
  try {
    await page.getByRole('tab', { name: 'Heat Map' }).click();
    await page.getByRole('tab', { name: 'Portfolio Data' }).click();
    await page.locator('tr[data-symbol="AMZN"]').waitFor();
    return await heading().first().innerText();
  } catch {
    return '';
  }
}

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-funds-deploy-'));
  host = await serveFolder(buildDir);
  server = await startTradeboard({ env: { MODULE_HOSTS: host.url } });
  const api = await adminClient(server.url);
  await api.send('POST', '/api/holdings/import', {
    fund: 'Main Fund',
    holdings: [{ ticker: 'AMZN', quantity: 40, tradePrice: 182.35 }],
  });
  // The token CLI against the running server's DATA_DIR, as an operator would run it.
  const created = await run(
    process.execPath,
    [path.join(REPO_ROOT, 'services/api/dist/modules/token-cli.js'), 'create', 'funds'],
    {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: path.dirname(server.remotesFile) },
    },
  );
  token = created.stdout.trim().split('\n').at(-1)!;
  expect(token).toMatch(/^tbdeploy_/);
  browser = await openBrowser();
  page = browser.page;
  // Every script element a page adds, with its integrity and crossorigin attributes.
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { seenScripts: string[][] }).seenScripts = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLScriptElement) seen.push([node.src, node.integrity, node.crossOrigin ?? '']);
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await host?.close();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

it(
  'a deployed funds module reaches an open page at its next tab change; a rollback goes back the same way',
  { timeout: 600_000 },
  async () => {
    await page.goto(`${server.url}/student/portfolio`);
    await page.locator('tr[data-symbol="AMZN"]').waitFor();
    expect(await heading().first().innerText()).toBe(TITLE);
    const shellBefore = await sha256(path.join(SHELL_DIST, 'main.js'));

    await run(
      process.execPath,
      [path.join(E2E_DIR, 'support/build-changed-remote.js'), 'funds', buildDir, TITLE, RELEASE_TITLE],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const deployed = await deployApi('/api/modules/funds/deployments', {
      version: '2.0.0',
      remoteEntryUrl: `${host.url}/remoteEntry.js`,
    });
    expect(deployed.status, deployed.body.message).toBe(201);

    // The live stream tells the page; the next tab change loads the new version.
    await expect.poll(changeTabAndReadTitle, { timeout: 60_000, interval: 200 }).toBe(RELEASE_TITLE);
    // The runtime removes its script elements once loaded: the init script below noted them.
    const scripts = await page.evaluate(() => (window as unknown as { seenScripts: string[][] }).seenScripts);
    const entryScript = scripts.find(([src]) => src!.startsWith(`${host.url}/remoteEntry.js`));
    expect(entryScript?.[1]).toMatch(/^sha384-/);
    expect(entryScript?.[2]).toBe('anonymous');

    const back = await deployApi('/api/modules/funds/rollback', {});
    expect(back.status, back.body.message).toBe(200);
    await expect.poll(changeTabAndReadTitle, { timeout: 60_000, interval: 200 }).toBe(TITLE);
    // Neither the shell nor the API was rebuilt or restarted.
    expect(await sha256(path.join(SHELL_DIST, 'main.js'))).toBe(shellBefore);
    expect(process.kill(server.pid, 0)).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  },
);

it(
  'a remoteEntry.js changed after its deploy is refused by the browser (integrity) and the slot offers Retry',
  { timeout: 120_000 },
  async () => {
    expect(
      (
        await deployApi('/api/modules/funds/deployments', {
          version: '2.0.1',
          remoteEntryUrl: `${host.url}/remoteEntry.js`,
        })
      ).status,
    ).toBe(201);
    await appendFile(path.join(buildDir, 'remoteEntry.js'), '\n/* changed after the deploy */\n');
    await page.goto(`${server.url}/student/portfolio`);
    await page
      .getByText(/could not be loaded/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /Retry/ }).count()).toBeGreaterThan(0);
  },
);
