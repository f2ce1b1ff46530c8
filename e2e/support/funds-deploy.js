// The stage of the deploy-API browser tests (module-deploy, kit-skew-deploy): the running product
// with a Main Fund holding (AMZN), a second static host in MODULE_HOSTS serving a temp build folder,
// a deploy token for funds made by the token CLI as an operator would, and a browser.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminClient } from './api.js';
import { openBrowser } from './browser.js';
import { createDeployToken, startTradeboard } from './server.js';
import { serveFolder } from './static-server.js';

/** @param {string} file @returns {Promise<string>} */
export async function sha256(file) {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

/**
 * Another tab, then Portfolio Data again: the moment a page may load a new module version. The
 * Fund Holdings title read, or '' while the page is loading afresh (expect.poll then changes tabs again).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>}
 */
export async function changeTabAndReadTitle(page) {
  try {
    await page.getByRole('tab', { name: 'Heat Map' }).click();
    await page.getByRole('tab', { name: 'Portfolio Data' }).click();
    await page.locator('tr[data-symbol="AMZN"]').waitFor();
    return await page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^Fund Holdings/ })
      .first()
      .innerText();
  } catch {
    return '';
  }
}

/**
 * @param {string} prefix the temp build folder's name prefix
 */
export async function startFundsDeployStage(prefix) {
  const buildDir = await mkdtemp(path.join(tmpdir(), prefix));
  const host = await serveFolder(buildDir);
  const server = await startTradeboard({ env: { MODULE_HOSTS: host.url } });
  const api = await adminClient(server.url);
  await api.send('POST', '/api/holdings/import', {
    fund: 'Main Fund',
    holdings: [{ ticker: 'AMZN', quantity: 40, tradePrice: 182.35 }],
  });
  const token = await createDeployToken(server, 'funds');
  const browser = await openBrowser();
  return {
    server,
    host,
    buildDir,
    token,
    browser,
    page: browser.page,
    /**
     * POST to the deploy API as CI does.
     * @param {string} pathname
     * @param {object} body
     * @returns {Promise<{ status: number, body: { message?: string } }>}
     */
    async deployApi(pathname, body) {
      const response = await fetch(`${server.url}${pathname}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: /** @type {{ message?: string }} */ (await response.json()) };
    },
    async stop() {
      await browser.close();
      await server.stop();
      await host.close();
      await rm(buildDir, { recursive: true, force: true });
    },
  };
}
