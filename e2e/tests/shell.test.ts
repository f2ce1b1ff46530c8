/**
 * The page frame around the modules: 404, theme (saved choice and system preference), deep-linked
 * tabs with the back button, and the phone layout (tiles and the quick-jump selector).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { DESKTOP, openBrowser, PHONE } from '../support/browser.js';
import { isDark } from '../support/colors.js';
import { startTradeboard, type TradeboardServer } from '../support/server.js';

const SYMBOLS = ['AMD', 'AAPL', 'MSFT'];

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

const backgroundOf = (selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** The heat map card, rendered by the remote's own React root. */
const watchlistCard = () => page.getByRole('region', { name: 'Weekly Watchlist' });

beforeAll(async () => {
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks(SYMBOLS.map((symbol) => ({ symbol, range: 'Fair Value', dailyBX: 'HH' })));
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('404', () => {
  it.each(['/no-such-page', '/student/no-such-tab'])("shows '404 Page Not Found' for %s", async (path) => {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Page Not Found', { exact: true }).waitFor();
  });

  it('answers an unknown path with HTTP 404 (the page still renders)', async () => {
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
  });
});

describe('theme', () => {
  it('follows the system dark preference when nothing is saved', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${server.url}/student`);
    await watchlistCard().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(isDark(await backgroundOf('body'))).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('saves a choice under "theme", applies it to the shell and the module at once, and keeps it after a reload', async () => {
    await page.goto(`${server.url}/student`);
    await watchlistCard().waitFor();
    expect(isDark(await backgroundOf('body'))).toBe(false);
    expect(isDark(await watchlistCard().evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(async () => isDark(await backgroundOf('body'))).toBe(true);
    await expect
      .poll(async () => isDark(await watchlistCard().evaluate((element) => getComputedStyle(element).backgroundColor)))
      .toBe(true);

    await page.reload();
    await watchlistCard().waitFor();
    expect(isDark(await backgroundOf('body'))).toBe(true);
    expect(isDark(await watchlistCard().evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

describe('navigation', () => {
  it('deep-links a tab and the back button returns to the previous one', async () => {
    await page.goto(`${server.url}/student/calculator`);
    const selectedTab = () => page.getByRole('tab', { selected: true }).innerText();
    await expect.poll(selectedTab).toBe('Position Sizing Calculator');

    await page.getByRole('tab', { name: 'Heat Map' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/student/heatmap');
    await watchlistCard().waitFor();

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/student/calculator');
    await expect.poll(selectedTab).toBe('Position Sizing Calculator');
  });

  it('shows the disclaimer banner on the student portal', async () => {
    await page.goto(`${server.url}/student`);
    const disclaimer = page.getByRole('note').filter({ hasText: 'Disclaimer' });
    expect(await disclaimer.innerText()).toMatch(/not financial advice.*licensed/s);
  });

  it('hides the quick-jump selector on a large screen', async () => {
    await page.goto(`${server.url}/student`);
    await watchlistCard().waitFor();
    expect(await page.getByRole('combobox', { name: 'Quick jump to section' }).isVisible()).toBe(false);
    expect(await page.getByRole('tablist', { name: 'Dashboard sections' }).isVisible()).toBe(true);
  });
});

describe('phone width', () => {
  beforeAll(() => page.setViewportSize(PHONE));
  afterAll(() => page.setViewportSize(DESKTOP));

  it('shows the watchlist as two-column tiles instead of a table', async () => {
    await page.goto(`${server.url}/student`);
    const tiles = page.getByRole('list', { name: 'Weekly Watchlist' }).getByRole('listitem');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(SYMBOLS.length);
    expect(await page.getByRole('table').count()).toBe(0);
    // No dashboard tab bar on phones (a module's own tabs, such as the library's, may stay).
    expect(await page.getByRole('tablist', { name: 'Dashboard sections' }).count()).toBe(0);

    const boxes = await tiles.evaluateAll((items) =>
      items.slice(0, 2).map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
    const [first, second] = boxes;
    expect(first && second && Math.abs(first.top - second.top) < 1 && second.left > first.left).toBe(true);
    // Nothing wider than the phone: no sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("jumps to a section with the 'Quick jump to section...' selector, below the sticky header", async () => {
    const jump = page.getByRole('combobox', { name: 'Quick jump to section' });
    expect(await jump.isVisible()).toBe(true);
    expect(await jump.locator('option').first().innerText()).toBe('Quick jump to section...');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The page lays out every section (those below the screen as placeholders that load when they
    // come near it); wait until the last one has its place.
    await page.locator('#section-library').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');

    await jump.selectOption({ label: 'Unusual Flow' });
    // Smooth scrolling, and sections loading as it passes them: poll until the section has come to
    // rest 16 px under the sticky header (or the page is scrolled as far as it goes), within a pixel
    // (header heights are fractional).
    const restOffset = () =>
      page.evaluate(() => {
        const section = document.getElementById('section-flow')!;
        const header = document.querySelector('header')!;
        const atBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
        const gap = section.getBoundingClientRect().top - header.getBoundingClientRect().height;
        return atBottom && gap >= 16 ? 0 : Math.abs(gap - 16);
      });
    await expect.poll(restOffset).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The chosen section has loaded its module.
    await page.locator('#section-flow [data-remote-slot]').waitFor();
    expect(await page.locator('#section-flow [data-waiting-section]').count()).toBe(0);
    // The selector stays on its placeholder, ready for the next jump.
    expect(await jump.inputValue()).toBe('');
  });
});
