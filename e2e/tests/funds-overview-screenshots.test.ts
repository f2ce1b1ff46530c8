/**
 * Screenshots of the funds module's part 2 screens: the admin Portfolio Overview tab (with the
 * Fund Performance chart over stored daily snapshots), the student Position Sizing Calculator and
 * the student Portfolio Data tab (with today's activity, the 7-day history and the next-session
 * trades), at desktop (1440x900) and phone (390x844) width, light and dark, written to
 * e2e/screenshots/ for people to look at. Each shot also checks the module rendered its data,
 * the theme reached it, nothing scrolls sideways, and axe-core finds no violation in the module.
 */
import { startEmbeddedMongo, type EmbeddedMongo } from '@tradeboard/embedded-mongo';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { axeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForSettledPage } from '../support/browser.js';
import { openInTheme, SCREENSHOT_SIZES, screenshotView, THEMES } from '../support/screenshots.js';
import { isDark } from '../support/colors.js';
import { SCREENSHOTS_DIR } from '../support/paths.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

const DB_NAME = 'tradeboard';
const pad = (n: number) => String(n).padStart(2, '0');
const usDate = (date: Date) => `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

let mongo: EmbeddedMongo;
let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

/** Three weeks of daily snapshots before today (the API saves today's on the first overview read). */
async function seedSnapshots() {
  const client = await MongoClient.connect(mongo.uri);
  const today = new Date();
  let value = 126_000;
  const docs = [];
  for (let back = 21; back >= 1; back--) {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
    const previous = value;
    value = Math.round(value * (1 + Math.sin(back) * 0.012 + 0.002));
    docs.push({
      date: usDate(day),
      _dateKey: dayKey(day),
      totalValue: value,
      dailyPnl: back === 21 ? null : value - previous,
      activePositions: 6,
      activeBots: 6,
      createdAt: day,
      updatedAt: day,
    });
  }
  await client.db(DB_NAME).collection('portfolio_metrics').insertMany(docs);
  await client.close();
}

async function seed(baseUrl: string) {
  const api = await adminClient(baseUrl);
  await api.addStocks(SAMPLE_WATCHLIST);
  const holdings = [
    { fund: 'Main Fund', ticker: 'AAPL', quantity: 200, tradePrice: 182.35, currentPrice: 201.1 },
    { fund: 'Main Fund', ticker: 'MSFT', quantity: 80, tradePrice: 402.5, currentPrice: 431.2 },
    { fund: 'Growth Fund', ticker: 'NVDA', quantity: 150, tradePrice: 118.2, currentPrice: 131.9 },
    { fund: 'Growth Fund', ticker: 'AMD', quantity: 90, tradePrice: 160.4, currentPrice: 151.3 },
    { fund: 'Value Fund', ticker: 'KO', quantity: 300, tradePrice: 61.2, currentPrice: 63.05 },
    { fund: 'Income Fund', ticker: 'T', quantity: 500, tradePrice: 22.1, pnlPercent: 4.2 },
  ];
  for (const holding of holdings) await api.send('POST', '/api/holdings', holding);
  const today = usDate(new Date());
  await api.send('POST', '/api/daily-activity', {
    fund: 'Main Fund',
    date: today,
    addedPositions: ['TSLA', 'AMZN'],
    removedPositions: ['NFLX'],
  });
  await api.send('POST', '/api/options', {
    ticker: 'SPY',
    optionType: 'CALL',
    strike: 600,
    expiry: '2026-12-18',
    quantity: 2,
    price: 4.15,
  });
  await api.send('POST', '/api/next-session-trades', { ticker: 'META', action: 'add' });
  await api.send('POST', '/api/next-session-trades', { ticker: 'INTC', action: 'remove' });
}

beforeAll(async () => {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  mongo = await startEmbeddedMongo({ port: 0 });
  server = await startTradeboard({ env: { MONGODB_URI: `${mongo.uri}/${DB_NAME}` } });
  await seed(server.url);
  await seedSnapshots();
  browser = await openBrowser();
  page = browser.page;
  // The chart draws at once (no line animation half-way through a screenshot).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mongo?.stop();
});

const shots = [
  {
    name: 'admin-overview',
    path: '/admin/portfolio',
    section: '#section-portfolio',
    view: 'portfolio-overview',
    ready: () => page.getByRole('img', { name: /^Total portfolio value from/ }),
  },
  {
    name: 'student-calculator',
    path: '/student/calculator',
    section: '#section-calculator',
    view: 'position-calculator',
    ready: () => page.getByRole('group', { name: 'Position Size' }),
  },
  {
    name: 'student-portfolio-data',
    path: '/student/portfolio',
    section: '#section-portfolio',
    view: 'student-portfolio',
    ready: () => page.getByRole('region', { name: 'Next Session Trades' }).getByText('$META'),
  },
] as const;

describe.each(shots)('$name', ({ name, path: pagePath, section, view, ready }) => {
  describe.each(SCREENSHOT_SIZES)('$name', ({ name: size, viewport }) => {
    it.each(THEMES)('%s', async (theme) => {
      await openInTheme(page, `${server.url}${pagePath}`, viewport, theme);
      await ready().first().waitFor();
      await waitForSettledPage(page);
      if (name === 'admin-overview')
        await page.locator(`[data-remote-slot="funds/${view}"] .MuiLineChart-line`).first().waitFor();

      const file = path.join(SCREENSHOTS_DIR, `${name}-${size}-${theme}.png`);
      await screenshotView(page, file, { size, viewport, section });

      const slot = `[data-remote-slot="funds/${view}"]`;
      const moduleBackground = await page
        .locator(`${slot} .MuiCard-root`)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(isDark(moduleBackground)).toBe(theme === 'dark');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page wider than the screen',
      ).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page, slot)).toEqual([]);
      expect(browser.pageErrors).toEqual([]);
    });
  });
});
