/**
 * A remote whose URL is down: its slot shows a fallback with Retry, everything else keeps working,
 * and Retry recovers once the URL answers again (no page reload).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser, signIn, toast } from '../support/browser.js';
import { HEATMAP_DIST } from '../support/paths.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';
import { serveFolder, unusedPort } from '../support/static-server.js';

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const closeLater: Array<() => Promise<void>> = [];

const slot = (remoteView: string) => page.locator(`[data-remote-slot="${remoteView}"]`);
const fallbackIn = (remoteView: string) => slot(remoteView).getByRole('alert');

beforeAll(async () => {
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks([{ symbol: 'AAPL', range: 'Fair Value' }, { symbol: 'MSFT' }]);
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  for (const close of closeLater) await close();
  await browser?.close();
  await server?.stop();
});

describe('the heat map remote is down', () => {
  let deadPort: number;

  beforeAll(async () => {
    deadPort = await unusedPort();
    await server.setRemotes({ heatmap: `http://127.0.0.1:${deadPort}/remoteEntry.js` });
  });

  it('shows a fallback with Retry in the Heat Map slot', async () => {
    await page.goto(`${server.url}/student`);
    const fallback = fallbackIn('heatmap/student-heatmap');
    await fallback.waitFor();
    expect(await fallback.innerText()).toContain('Heat Map');
    expect(await fallback.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('keeps the rest of the portal working: tabs, theme, disclaimer', async () => {
    await page.getByRole('note').filter({ hasText: 'Disclaimer' }).waitFor();
    await page.getByRole('tab', { name: 'Position Sizing Calculator' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/student/calculator');
    // That tab's slot is its own: whatever state it is in, it does not carry the heat map's failure.
    const calculatorSlot = slot('funds/position-calculator');
    await calculatorSlot.waitFor();
    expect(await calculatorSlot.innerText()).not.toContain('Heat Map');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();

    await page.getByRole('tab', { name: 'Heat Map' }).click();
    await fallbackIn('heatmap/student-heatmap').waitFor();
  });

  it('loads the heat map on Retry once its URL answers again', async () => {
    const host = await serveFolder(HEATMAP_DIST, { port: deadPort });
    closeLater.push(host.close);

    await fallbackIn('heatmap/student-heatmap').getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Weekly Watchlist' }).locator('tr[data-symbol="AAPL"]').waitFor();
    expect(await fallbackIn('heatmap/student-heatmap').count()).toBe(0);
    expect(host.requests).toContain('/remoteEntry.js');
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('the funds remote is down on the admin dashboard', () => {
  beforeAll(async () => {
    await server.setRemotes({ funds: `http://127.0.0.1:${await unusedPort()}/remoteEntry.js` });
    await browser.context.clearCookies();
    await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  });

  it('shows fallbacks with Retry in the funds slots above the tabs', async () => {
    for (const view of ['funds/daily-activity-banner', 'funds/main-fund']) {
      const fallback = fallbackIn(view);
      await fallback.waitFor();
      expect(await fallback.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    }
  });

  it('while the Heat Map tab works in full', async () => {
    const table = page.getByRole('table', { name: 'Weekly Watchlist' });
    await table.locator('tr[data-symbol="AAPL"]').waitFor();
    const symbolInput = page
      .getByRole('region', { name: 'Watchlist Management' })
      .getByRole('textbox', { name: 'Stock Symbol' });
    await symbolInput.fill('AMD');
    await symbolInput.press('Enter');
    await toast(page).filter({ hasText: 'Stock Added' }).waitFor();
    await table.locator('tr[data-symbol="AMD"]').waitFor();
    expect(await fallbackIn('heatmap/admin-heatmap').count()).toBe(0);
  });
});
