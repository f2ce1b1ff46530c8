/**
 * The funds module, part 2, end to end as a new user would use it: the admin keeps today's Main
 * Fund activity above the tabs (banner follows the editor, move between lists, Sync to History
 * twice and the entry shows once), schedules a next-session trade (and gets the duplicate
 * message), and reads the Portfolio Overview with real figures and the Fund Performance chart
 * over two daily snapshots; then a signed-out student sees the banner, history and trades
 * ('Preview Only') and sizes positions with the calculator.
 *
 * The server runs against an embedded MongoDB started here (MONGODB_URI), so the test can store
 * yesterday's portfolio snapshot directly: the API only ever saves today's.
 */
import { startEmbeddedMongo, type EmbeddedMongo } from '@tradeboard/embedded-mongo';
import { MongoClient } from 'mongodb';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { openBrowser, signIn, toast } from '../support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

const DB_NAME = 'tradeboard';
const pad = (n: number) => String(n).padStart(2, '0');
const usDate = (date: Date) => `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
const now = new Date();
const TODAY = usDate(now);
const YESTERDAY_DATE = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
const YESTERDAY = usDate(YESTERDAY_DATE);

let mongo: EmbeddedMongo;
let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  mongo = await startEmbeddedMongo({ port: 0 });
  server = await startTradeboard({ env: { MONGODB_URI: `${mongo.uri}/${DB_NAME}` } });
  const api = await adminClient(server.url);
  await api.addStocks(SAMPLE_WATCHLIST);
  // Holdings worth 10 x 120 + 4 x 50 = $1,400 at current prices.
  await api.send('POST', '/api/holdings', { ticker: 'AAPL', quantity: 10, tradePrice: 100, currentPrice: 120 });
  await api.send('POST', '/api/holdings', {
    fund: 'Growth Fund',
    ticker: 'KO',
    quantity: 4,
    tradePrice: 60,
    currentPrice: 50,
  });
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mongo?.stop();
});

const banner = () => page.getByRole('region', { name: new RegExp(`^Trading Activity ${TODAY}`) }).first();
const bannerList = (heading: 'Positions Added' | 'Positions Removed') =>
  banner().getByRole('list', { name: new RegExp(heading) });
const editor = () => page.getByRole('region', { name: /^Daily Activity Editor/ });
const nextSession = () => page.getByRole('region', { name: 'Next Session Trades' });
const history = () => page.getByRole('region', { name: 'Portfolio Activity History' });

async function expectToast(title: string, description?: string) {
  const visible = toast(page).filter({ hasText: title });
  await visible.waitFor();
  if (description) expect(await visible.textContent()).toContain(description);
}

async function chipTexts(list: Locator) {
  return list.locator('.MuiChip-label').allInnerTexts();
}

describe('admin', () => {
  beforeAll(async () => {
    await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  });

  it('adds TSLA to today’s added list; the banner above the tabs shows $TSLA', async () => {
    await editor().getByRole('textbox', { name: 'Ticker added' }).fill('tsla');
    await editor().getByRole('button', { name: 'Add to Positions Added' }).click();
    await expectToast('Activity Updated', 'Daily activity has been updated successfully.');
    await expect.poll(() => chipTexts(bannerList('Positions Added'))).toEqual(['$TSLA']);
    await banner().getByText('No positions removed today').waitFor();
  });

  it('moves TSLA to the removed list (it leaves the added list)', async () => {
    await editor().getByRole('textbox', { name: 'Ticker removed' }).fill('TSLA');
    await editor().getByRole('textbox', { name: 'Ticker removed' }).press('Enter');
    await expect.poll(() => chipTexts(bannerList('Positions Removed'))).toEqual(['$TSLA']);
    await banner().getByText('No new positions today').waitFor();
    // Still there after a reload: it was saved.
    await page.reload();
    await expect.poll(() => chipTexts(bannerList('Positions Removed'))).toEqual(['$TSLA']);
  });

  it('syncs to the 7-day history twice; TSLA shows there once', async () => {
    await editor().getByText('Add 1 activities to the 7-day portfolio history').waitFor();
    for (let round = 0; round < 2; round++) {
      await editor().getByRole('button', { name: 'Sync to History' }).click();
      await expectToast('Sync Complete', 'Synced 1 activities to portfolio history.');
    }
    await page.getByRole('tab', { name: 'Portfolio Overview' }).click();
    const today = history().getByRole('region', { name: TODAY });
    await today.waitFor();
    const removed = today.getByRole('listitem').filter({ hasText: 'Holding Removed' }).filter({ hasText: 'TSLA' });
    await expect.poll(() => removed.count()).toBe(1);
  });

  it("another admin's ticker added meanwhile is kept: each change is applied on its own (issue 23)", async () => {
    // A second admin (own session) adds MSFT while this page still shows the day without it.
    const other = await adminClient(server.url);
    const saved = (await other.send('POST', '/api/daily-activity/change', {
      fund: 'Main Fund',
      date: TODAY,
      list: 'addedPositions',
      action: 'add',
      ticker: 'MSFT',
    })) as { addedPositions: string[] };
    expect(saved.addedPositions).toEqual(['MSFT']);
    await editor().getByRole('textbox', { name: 'Ticker added' }).fill('amd');
    await editor().getByRole('textbox', { name: 'Ticker added' }).press('Enter');
    await expect.poll(async () => (await chipTexts(bannerList('Positions Added'))).sort()).toEqual(['$AMD', '$MSFT']);
    await page.reload();
    await expect.poll(async () => (await chipTexts(bannerList('Positions Added'))).sort()).toEqual(['$AMD', '$MSFT']);
    await expect.poll(() => chipTexts(bannerList('Positions Removed'))).toEqual(['$TSLA']);
  });

  it('schedules a next-session trade, and a second identical one gets the duplicate message', async () => {
    const box = nextSession();
    await box.getByRole('textbox', { name: 'Ticker' }).fill('nvda');
    await box.getByRole('button', { name: 'Add next session trade' }).click();
    await expectToast('Next session trade added successfully');
    await expect.poll(() => chipTexts(box.getByRole('list', { name: /Positions to Add/ }))).toEqual(['$NVDA']);
    await box.getByRole('textbox', { name: 'Ticker' }).fill('NVDA');
    await box.getByRole('textbox', { name: 'Ticker' }).press('Enter');
    expect(await box.getByRole('alert').textContent()).toBe('NVDA is already scheduled to be added');
    const stored = (await (await fetch(`${server.url}/api/next-session-trades?fund=Main%20Fund`)).json()) as unknown[];
    expect(stored).toHaveLength(1);
  });

  it('the overview shows the real figures and, with two daily snapshots, the chart', async () => {
    // Yesterday's snapshot, as the API would have saved it yesterday.
    const client = await MongoClient.connect(mongo.uri);
    const key = `${YESTERDAY_DATE.getFullYear()}-${pad(YESTERDAY_DATE.getMonth() + 1)}-${pad(YESTERDAY_DATE.getDate())}`;
    await client.db(DB_NAME).collection('portfolio_metrics').insertOne({
      date: YESTERDAY,
      _dateKey: key,
      totalValue: 1300,
      dailyPnl: null,
      activePositions: 2,
      activeBots: 6,
      createdAt: YESTERDAY_DATE,
      updatedAt: YESTERDAY_DATE,
    });
    await client.close();

    await page.goto(`${server.url}/admin/portfolio`);
    const card = (title: string) => page.getByRole('group', { name: title });
    await card('Total Portfolio Value').getByText('$1,400').waitFor();
    await card("Today's P&L").getByText('+$100').waitFor();
    await card("Today's P&L").getByText(`Since ${YESTERDAY}`, { exact: false }).waitFor();
    await card('Active Positions').getByText('2', { exact: true }).waitFor();
    // SAMPLE_WATCHLIST sets 6 bot flags (AAPL, MSFT, NVDA, AMZN one each, AMD two).
    await card('Active Bots').getByText('6', { exact: true }).waitFor();
    expect(await page.getByText('2,847,523').count()).toBe(0);

    const chart = page.getByRole('img', {
      name: `Total portfolio value from ${YESTERDAY} to ${TODAY}: $1,300 to $1,400 (+$100).`,
    });
    await chart.waitFor();
    await chart.locator('svg').first().waitFor();
    await page.getByRole('button', { name: 'Show as table' }).click();
    const rows = await page.getByRole('table').getByRole('row').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Date Total Value P&L',
      `${TODAY} $1,400 +$100`,
      `${YESTERDAY} $1,300 — No earlier snapshot`,
    ]);

    await page.getByRole('region', { name: 'Top Performers Today' }).getByText('AAPL').waitFor();
    const growth = page
      .getByRole('region', { name: 'Holdings Summary by Fund' })
      .getByRole('group', { name: 'Growth Fund' });
    await growth.getByText('Active').waitFor();
    await growth.getByText('1 position').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('student', () => {
  beforeAll(async () => {
    await page.context().clearCookies();
  });

  it("sees today's banner, the history and the trades with 'Preview Only', and nothing to edit", async () => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/'))
        writes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`${server.url}/student/portfolio`);
    await expect.poll(() => chipTexts(bannerList('Positions Removed'))).toEqual(['$TSLA']);
    const today = history().getByRole('region', { name: TODAY });
    await today.getByText('TSLA').first().waitFor();
    await nextSession().getByText('Preview Only').waitFor();
    await expect
      .poll(() => chipTexts(nextSession().getByRole('list', { name: /Positions to Add/ })))
      .toEqual(['$NVDA']);
    expect(await nextSession().getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('region', { name: /^Daily Activity Editor/ }).count()).toBe(0);
    expect(writes).toEqual([]);
  });

  it('the calculator gives the right numbers for 8 watchlist stocks and 100000 in both risk profiles', async () => {
    await page.goto(`${server.url}/student/calculator`);
    await page.getByText('Educational Tool').waitFor();
    await page.getByText('Watchlist stocks: 8').waitFor();
    expect(await page.getByRole('textbox', { name: 'Account Size' }).inputValue()).toBe('100000');
    const value = (title: string) =>
      page.getByRole('region', { name: 'Results' }).getByRole('group', { name: title }).locator('p').nth(1).innerText();
    for (const profile of ['Conservative (75%)', 'Aggressive (85%)']) {
      await page.getByRole('button', { name: profile }).click();
      expect(await page.getByRole('button', { name: profile }).getAttribute('aria-pressed')).toBe('true');
      expect(await value('Active Positions')).toBe('6');
      expect(await value('Position Size')).toBe('$5,000');
      expect(await value('Total Exposure')).toBe('$30,000');
      expect(await value('Sector Limit')).toBe('$20,000');
      expect(await value('Fund Ceiling')).toBe('$85,000');
      await page.getByText('Capped at 5% limit').waitFor();
      await page.getByText('30.0% of the account', { exact: true }).waitFor();
    }
    await page.getByRole('textbox', { name: 'Account Size' }).fill('');
    await page.getByText('Enter an account size above $0 to see the position sizes.').waitFor();
  });
});
