/**
 * Screenshots of the admin Fund Holdings tab and the student Portfolio Data tab at desktop
 * (1440x900) and phone (390x844) width, light and dark, written to e2e/screenshots/ for people to
 * look at. Each shot checks the holdings are shown, the theme reached the module, and nothing
 * scrolls sideways.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser, signIn, waitForSettledPage } from '../support/browser.js';
import { openInTheme, SCREENSHOT_SIZES, screenshotView, THEMES } from '../support/screenshots.js';
import { isDark } from '../support/colors.js';
import { REPO_ROOT, SCREENSHOTS_DIR } from '../support/paths.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

/** The holdings the shared thinkorswim sample gives (its expected parse), imported through the API. */
async function seed(baseUrl: string) {
  const api = await adminClient(baseUrl);
  const expected = JSON.parse(
    await readFile(path.join(REPO_ROOT, 'apps/funds/src/lib/csv/fixtures/thinkorswim-positions.expected.json'), 'utf8'),
  );
  await api.send('POST', '/api/holdings/import', { fund: 'Main Fund', holdings: expected.holdings });
  const [first] = (await api.send('GET', '/api/holdings?fund=Main Fund')) as Array<{ id: string }>;
  await api.send('PATCH', `/api/holdings/${first!.id}`, { dateOpened: '11/02/2026' });
  await api.send('POST', '/api/manual-pnl', {
    fund: 'Main Fund',
    allTimePnl: 125000.5,
    ytdPnl: -8400,
    ytdPnlPercent: -6.72,
    startingCapital: 125000,
  });
  await api.send('POST', '/api/options', {
    fund: 'Main Fund',
    ticker: 'QQQ',
    optionType: 'PUT',
    strike: 520,
    expiry: '2026-12-18',
    quantity: 2,
    price: 4.1,
  });
  await api.send('POST', '/api/options', {
    fund: 'Main Fund',
    ticker: 'AMZN',
    optionType: 'CALL',
    strike: 230,
    expiry: '01/15/2027',
    quantity: 1,
    price: 6.25,
  });
}

beforeAll(async () => {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  server = await startTradeboard();
  await seed(server.url);
  browser = await openBrowser();
  page = browser.page;
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shots = [
  {
    role: 'admin',
    path: '/admin/funds',
    section: '#section-funds',
    holdings: 'Current Holdings',
    view: 'fund-holdings',
  },
  {
    role: 'student',
    path: '/student/portfolio',
    section: '#section-portfolio',
    holdings: 'Fund Holdings',
    view: 'student-portfolio',
  },
] as const;

describe.each(shots)('$role funds', ({ role, path: pagePath, section, holdings, view }) => {
  describe.each(SCREENSHOT_SIZES)('$name', ({ name: size, viewport }) => {
    it.each(THEMES)('%s', async (theme) => {
      await openInTheme(page, `${server.url}${pagePath}`, viewport, theme);
      const list = page.getByRole(size === 'desktop' ? 'table' : 'list', { name: holdings });
      await list.locator('[data-symbol="INTC"]').waitFor();
      expect(await list.locator('[data-symbol]').count()).toBe(4);
      await waitForSettledPage(page);

      const file = path.join(SCREENSHOTS_DIR, `${role}-funds-${size}-${theme}.png`);
      await screenshotView(page, file, { size, viewport, section });

      const moduleBackground = await page
        .locator(`[data-remote-slot="funds/${view}"] .MuiCard-root`)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(isDark(moduleBackground)).toBe(theme === 'dark');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page wider than the screen',
      ).toBeLessThanOrEqual(viewport.width);
      expect(browser.pageErrors).toEqual([]);
    });
  });
});
