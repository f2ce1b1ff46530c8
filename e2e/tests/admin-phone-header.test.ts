/**
 * The admin's dashboard on a phone (390 px), light and dark: the sticky header fits in one row
 * (Refresh All and Logout are in the ⋮ menu) and the 'Quick jump to section...' selector is at the
 * top of the content, where it can also jump to the widgets above the sections. Screenshots of the
 * first screen go to e2e/screenshots/admin-phone-header-{light,dark}.png.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { openBrowser, PHONE, signIn, waitForSettledPage } from '../support/browser.js';
import { openInTheme, THEMES } from '../support/screenshots.js';
import { SCREENSHOTS_DIR } from '../support/paths.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

/** The admin badge (24 px) is taller than the title line it sits on (19 px). */
const BADGE_SLACK_PX = 6;

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks(SAMPLE_WATCHLIST);
  browser = await openBrowser({ viewport: PHONE });
  page = browser.page;
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(THEMES)('admin on a phone, %s', (theme) => {
  it('has a header as short as the student one and the navigator near the top of the content', async () => {
    await openInTheme(page, `${server.url}/student`, PHONE, theme);
    await waitForSettledPage(page);
    const student = await page.locator('header').boundingBox();
    await openInTheme(page, `${server.url}/admin`, PHONE, theme);
    await waitForSettledPage(page);
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `admin-phone-header-${theme}.png`) });
    // The first 2000 px of the page: where the navigator sits among the widgets above the sections.
    const clip = { x: 0, y: 0, width: PHONE.width, height: 2000 };
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `admin-phone-page-${theme}.png`), fullPage: true, clip });
    const header = await page.locator('header').boundingBox();
    // Title and badge, then one row of controls (the student header's layout; before: 146 px).
    expect(header!.height).toBeLessThanOrEqual(student!.height + BADGE_SLACK_PX);
    const controls = await page
      .locator('header')
      .locator('button, [data-testid="live-status"]')
      .evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top + item.clientHeight / 2)),
      );
    expect(Math.max(...controls) - Math.min(...controls)).toBeLessThanOrEqual(4);
    const jump = page.getByRole('combobox', { name: 'Quick jump to section' });
    const jumpBox = await jump.boundingBox();
    // On the first screen, right under the disclaimer.
    expect(jumpBox!.y + jumpBox!.height).toBeLessThan(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('the phone navigator and the ⋮ menu', () => {
  it('jumps to the widgets above the sections, and Refresh All and Logout are in the menu', async () => {
    await openInTheme(page, `${server.url}/admin`, PHONE, 'light');
    await waitForSettledPage(page);
    const jump = page.getByRole('combobox', { name: 'Quick jump to section' });
    const labels = await jump.locator('option').allInnerTexts();
    expect(labels).toEqual([
      'Quick jump to section...',
      'Trading Activity',
      'Daily Activity & Next Session Trades',
      'Heat Map',
      'Unusual Flow',
      'Fund Holdings',
      'Bot Analysis',
      'Portfolio Data',
      'Trading Library',
    ]);
    await page.locator('#section-library').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await jump.selectOption({ label: 'Daily Activity & Next Session Trades' });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById('section-main-fund')!.getBoundingClientRect().top;
          return Math.abs(top - document.querySelector('header')!.getBoundingClientRect().height - 16);
        }),
      )
      .toBeLessThanOrEqual(1);

    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('menuitem', { name: 'Refresh All' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Data Refreshed' }).waitFor();
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });
});
