// One headless chromium per test file (the shared launcher in tools/browser), with the page's
// uncaught errors collected so a test can say "and nothing crashed".
import { launchBrowser } from '@tradeboard/tools/browser';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * @param {{ viewport?: { width: number, height: number }, colorScheme?: 'light' | 'dark', javaScriptEnabled?: boolean,
 *   args?: string[] }} [options]  args: extra chromium flags (e.g. --host-resolver-rules)
 */
export async function openBrowser(options = {}) {
  const browser = await launchBrowser({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    args: options.args,
  });
  // A missing element fails in 10 s with the locator in the message, not after playwright's 30 s.
  browser.context.setDefaultTimeout(10_000);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  /** @type {string[]} */
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context: browser.context, page, pageErrors, close: browser.close };
}

/**
 * Sign in through the login form and wait for the admin dashboard.
 * @param {import('playwright-core').Page} page
 * @param {string} baseUrl
 * @param {{ username: string, password: string }} credentials
 */
export async function signIn(page, baseUrl, credentials) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText(`Admin: ${credentials.username}`).waitFor();
}

/**
 * The visible toast (one at a time, SPEC section 9).
 * @param {import('playwright-core').Page} page
 */
export function toast(page) {
  return page.getByTestId('toast');
}

/**
 * Waits until a page has settled: the app has rendered (its `main`), no request is in flight, and
 * no 'Loading ...' status is left (every module slot and query is showing its content or fallback).
 * @param {import('playwright-core').Page} page
 */
export async function waitForSettledPage(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const loading = [...document.querySelectorAll('[role="status"]')].some((status) =>
      /Loading/.test(status.textContent ?? ''),
    );
    return !loading && document.querySelectorAll('main').length > 0;
  });
}

/**
 * Waits until the shell has hydrated the served page. The API sends a prerendered frame that holds
 * both layouts (one hidden by CSS) and is `inert` until hydrated, so a text or test-id locator
 * could meet two elements before then.
 * @param {import('playwright-core').Page} page
 */
export async function waitForHydrated(page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && root.childElementCount > 0 && root.querySelector('[inert]') === null;
  });
}
