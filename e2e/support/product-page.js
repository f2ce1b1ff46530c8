// The product and a browser page for one test file: started before its first test and stopped
// after its last (vitest's beforeAll / afterAll), the set-up most browser tests share.
import { afterAll, beforeAll } from 'vitest';
import { openBrowser, signIn } from './browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard } from './server.js';

/**
 * @typedef {object} ProductPage
 * @property {import('./server.js').TradeboardServer} server
 * @property {Awaited<ReturnType<typeof openBrowser>>} browser
 * @property {import('playwright-core').Page} page the browser's page
 */

/**
 * Call at the top of a test file. The returned object is filled in before the file's first test
 * (a `beforeAll` of the file registered after this call runs after the sign-in).
 * @param {{ signedIn?: boolean, browser?: Parameters<typeof openBrowser>[0], server?: Parameters<typeof startTradeboard>[0] }} [options]
 *   signedIn: the admin signs in through the login form first
 * @returns {ProductPage}
 */
export function useProductPage(options = {}) {
  const product = /** @type {ProductPage} */ ({});
  beforeAll(async () => {
    product.server = await startTradeboard(options.server);
    product.browser = await openBrowser(options.browser);
    product.page = product.browser.page;
    if (options.signedIn) {
      await signIn(product.page, product.server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    }
  });
  afterAll(async () => {
    await product.browser?.close();
    await product.server?.stop();
  });
  return product;
}
