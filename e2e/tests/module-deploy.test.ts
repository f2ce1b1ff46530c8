/**
 * Issue 26, in the browser: a student page open on the running product picks up a funds module
 * deployed through the deploy API (built in another folder, served from another host, checked by
 * the API: its container loaded in a VM) at the next tab change, without an API restart or a shell
 * rebuild (the page, which already ran the old funds, loads afresh then: two builds of one remote
 * cannot share a page); a rollback brings the old one back the same way; and a remoteEntry.js
 * changed after its deploy is refused by the browser (Subresource Integrity): the slot's fallback.
 */
import { execFile } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeTabAndReadTitle, sha256, startFundsDeployStage } from '../support/funds-deploy.js';
import { E2E_DIR, SHELL_DIST } from '../support/paths.js';

const run = promisify(execFile);
const TITLE = 'Fund Holdings';
const RELEASE_TITLE = `${TITLE} (deployed ${Date.now().toString(36)})`;

let stage: Awaited<ReturnType<typeof startFundsDeployStage>>;
let page: Page;
const consoleErrors: string[] = [];

const heading = () => page.getByRole('heading', { level: 2 }).filter({ hasText: new RegExp(`^${TITLE}`) });

beforeAll(async () => {
  stage = await startFundsDeployStage('tradeboard-funds-deploy-');
  expect(stage.token).toMatch(/^tbdeploy_/);
  page = stage.page;
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
  await stage?.stop();
});

it(
  'a deployed funds module reaches an open page at its next tab change; a rollback goes back the same way',
  { timeout: 600_000 },
  async () => {
    await page.goto(`${stage.server.url}/student/portfolio`);
    await page.locator('tr[data-symbol="AMZN"]').waitFor();
    expect(await heading().first().innerText()).toBe(TITLE);
    const shellBefore = await sha256(path.join(SHELL_DIST, 'main.js'));

    await run(
      process.execPath,
      [path.join(E2E_DIR, 'support/build-changed-remote.js'), 'funds', stage.buildDir, TITLE, RELEASE_TITLE],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const deployed = await stage.deployApi('/api/modules/funds/deployments', {
      version: '2.0.0',
      remoteEntryUrl: `${stage.host.url}/remoteEntry.js`,
    });
    expect(deployed.status, deployed.body.message).toBe(201);

    // The live stream tells the page; the next tab change loads the new version.
    await expect.poll(() => changeTabAndReadTitle(page), { timeout: 60_000, interval: 200 }).toBe(RELEASE_TITLE);
    // The runtime removes its script elements once loaded: the init script below noted them.
    const scripts = await page.evaluate(() => (window as unknown as { seenScripts: string[][] }).seenScripts);
    const entryScript = scripts.find(([src]) => src!.startsWith(`${stage.host.url}/remoteEntry.js`));
    expect(entryScript?.[1]).toMatch(/^sha384-/);
    expect(entryScript?.[2]).toBe('anonymous');

    const back = await stage.deployApi('/api/modules/funds/rollback', {});
    expect(back.status, back.body.message).toBe(200);
    await expect.poll(() => changeTabAndReadTitle(page), { timeout: 60_000, interval: 200 }).toBe(TITLE);
    // Neither the shell nor the API was rebuilt or restarted.
    expect(await sha256(path.join(SHELL_DIST, 'main.js'))).toBe(shellBefore);
    expect(process.kill(stage.server.pid, 0)).toBe(true);
    expect(stage.browser.pageErrors).toEqual([]);
  },
);

it(
  'a remoteEntry.js changed after its deploy is refused by the browser (integrity) and the slot offers Retry',
  { timeout: 120_000 },
  async () => {
    expect(
      (
        await stage.deployApi('/api/modules/funds/deployments', {
          version: '2.0.1',
          remoteEntryUrl: `${stage.host.url}/remoteEntry.js`,
        })
      ).status,
    ).toBe(201);
    await appendFile(path.join(stage.buildDir, 'remoteEntry.js'), '\n/* changed after the deploy */\n');
    await page.goto(`${stage.server.url}/student/portfolio`);
    await page
      .getByText(/could not be loaded/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /Retry/ }).count()).toBeGreaterThan(0);
  },
);
