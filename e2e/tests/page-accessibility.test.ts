/**
 * Every page as a whole, with all its modules loaded and real data: axe-core with all its rules
 * (landmarks and headings included, which the per-module checks leave to the shell) finds no
 * violation, and the page has exactly one `main` landmark. Desktop light and dark, and phones
 * (where every section is on one page).
 */
import { ADMIN_TAB_DEFINITIONS, STUDENT_TAB_DEFINITIONS } from '@tradeboard/types/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, SAMPLE_WATCHLIST, SAMPLE_FLOW_HOLDING } from '../support/api.js';
import { axeViolations } from '../support/axe.js';
import { DESKTOP, openBrowser, PHONE, signIn, waitForSettledPage } from '../support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

/** Every tab of the module registry (a module added with `npm run new-remote` is checked too). */
const STUDENT_TABS = STUDENT_TAB_DEFINITIONS.map((tab) => tab.tab);
const ADMIN_TABS = ADMIN_TAB_DEFINITIONS.map((tab) => tab.tab);

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks(SAMPLE_WATCHLIST);
  await api.send('POST', '/api/holdings', { ticker: 'AAPL', quantity: 10, tradePrice: 100, currentPrice: 120 });
  await api.send('POST', '/api/options', {
    ticker: 'SPY',
    optionType: 'CALL',
    strike: 600,
    expiry: '12/18/2026',
    quantity: 2,
    price: 4.15,
  });
  await api.send('POST', '/api/unusual-flow', { ticker: 'AAPL', optionType: 'PUT', strike: 180, expiry: '12/18/2026' });
  await api.send('POST', '/api/flow-holdings', SAMPLE_FLOW_HOLDING);
  await api.send('POST', '/api/courses', {
    title: 'Managing Risk',
    description: 'Stops and sizing',
    category: 'Risk Management',
    difficulty: 'Advanced',
  });
  await api.send('POST', '/api/documentation', {
    title: 'Risk rules',
    content: 'Never risk more than 1% of the account.',
    category: 'Risk Management',
  });
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a path and waits until every module slot has mounted and nothing says 'Loading'. */
async function open(path: string) {
  await page.goto(`${server.url}${path}`);
  await waitForSettledPage(page);
}

async function expectWholePageAccessible() {
  expect(await page.locator('main, [role="main"]').count(), 'main landmarks').toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  expect(browser.pageErrors).toEqual([]);
}

describe.each([
  { name: 'desktop light', viewport: DESKTOP, colorScheme: 'light' as const },
  { name: 'desktop dark', viewport: DESKTOP, colorScheme: 'dark' as const },
  { name: 'phone light', viewport: PHONE, colorScheme: 'light' as const },
])('$name', ({ viewport, colorScheme }) => {
  beforeAll(async () => {
    await page.context().clearCookies();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
  });

  it('the login page and the 404 page', async () => {
    await open('/login');
    await expectWholePageAccessible();
    await open('/no-such-page');
    await expectWholePageAccessible();
  });

  // Phones show every section on one page: the first tab's URL covers them all.
  const studentTabs = viewport === PHONE ? STUDENT_TABS.slice(0, 1) : STUDENT_TABS;
  it.each(studentTabs)('the student portal, %s', async (tab) => {
    await open(`/student/${tab}`);
    await expectWholePageAccessible();
  });

  const adminTabs = viewport === PHONE ? ADMIN_TABS.slice(0, 1) : ADMIN_TABS;
  it.each(adminTabs)('the admin dashboard, %s', async (tab) => {
    if ((await page.context().cookies()).length === 0)
      await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    await open(`/admin/${tab}`);
    await expectWholePageAccessible();
  });
});
