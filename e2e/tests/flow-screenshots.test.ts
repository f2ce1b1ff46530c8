/**
 * Screenshots of the admin and student Unusual Flow tab at desktop (1440x900) and phone (390x844)
 * width, light and dark, written to e2e/screenshots/ ({admin,student}-flow-{desktop,phone}-{light,dark}.png),
 * with stored alerts, positions, flow P&L and flow activity. Each shot also checks the theme reached
 * the module and nothing scrolls sideways.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, SAMPLE_FLOW_HOLDING } from '../support/api.js';
import { openBrowser, signIn, waitForSettledPage } from '../support/browser.js';
import { openInTheme, SCREENSHOT_SIZES, screenshotView, THEMES } from '../support/screenshots.js';
import { isDark } from '../support/colors.js';
import { SCREENSHOTS_DIR } from '../support/paths.js';
import { chartPng } from '../support/png.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
};

beforeAll(async () => {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  server = await startTradeboard();
  const api = await adminClient(server.url);
  // A stored screenshot for one alert, uploaded as the admin would.
  const form = new FormData();
  form.append('type', 'flow');
  form.append('image', new Blob([new Uint8Array(chartPng())], { type: 'image/png' }), 'flow.png');
  const { imageUrl } = (await api.upload('/api/upload-image', form)) as { imageUrl: string };
  await api.send('POST', '/api/unusual-flow', {
    ticker: 'AAPL',
    optionType: 'PUT',
    strike: 180,
    expiry: '12/18/2026',
    spot: 184.2,
    premium: 640000,
    volume: 3200,
    openInterest: 900,
    flowDescription:
      'Put blocks at the bid into earnings; hedging or a bearish bet on a gap down below the 180 support shelf.',
  });
  await api.send('POST', '/api/unusual-flow', {
    ticker: 'TSLA',
    optionType: 'CALL',
    strike: 250,
    expiry: '2026-12-18',
    spot: 245.5,
    premium: 1250000,
    volume: 5000,
    flowDescription: 'Large call sweep above the ask, 5k contracts, repeated across three exchanges within a minute.',
    flowImage: imageUrl,
  });
  await api.send('POST', '/api/flow-holdings', SAMPLE_FLOW_HOLDING);
  await api.send('POST', '/api/flow-holdings', {
    ticker: 'AMD',
    optionType: 'PUT',
    strike: 120,
    expiry: '12/18/2026',
    quantity: 1,
    price: 5,
    pnlOpen: -100,
  });
  await api.send('POST', '/api/manual-pnl', { fund: 'FLOW', ytdPnl: 12500, ytdPnlPercent: 8.25 });
  await api.send('POST', '/api/daily-activity', {
    fund: 'FLOW',
    date: today(),
    addedPositions: ['NVDA'],
    removedPositions: ['SPY'],
  });
  browser = await openBrowser();
  page = browser.page;
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shots = [
  { role: 'admin', path: '/admin/flow', ready: 'Current Flow Alerts (2)' },
  { role: 'student', path: '/student/flow', ready: '2 Active Alerts' },
] as const;

describe.each(shots)('$role flow', ({ role, path: pagePath, ready }) => {
  describe.each(SCREENSHOT_SIZES)('$name', ({ name: size, viewport }) => {
    it.each(THEMES)('%s', async (theme) => {
      await openInTheme(page, `${server.url}${pagePath}`, viewport, theme);
      await page.getByText(ready).first().waitFor();
      await page.getByText('$NVDA').first().waitFor();
      await waitForSettledPage(page);

      const file = path.join(SCREENSHOTS_DIR, `${role}-flow-${size}-${theme}.png`);
      await screenshotView(page, file, { size, viewport, section: '#section-flow' });

      const cardBackground = await page
        .getByRole('region', { name: 'Total Flow P&L (YTD)' })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(isDark(cardBackground)).toBe(theme === 'dark');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page wider than the screen',
      ).toBeLessThanOrEqual(viewport.width);
    });
  });
});
