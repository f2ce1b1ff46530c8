/**
 * The heat map workflow end to end, in order: the admin signs in, builds up a stock (add with Enter,
 * range and BX values, bots, analysis with a chart image), removes another; then a signed-out
 * student sees the same stock, sorts the table and reads its analysis history.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser, signIn, toast } from '../support/browser.js';
import { chartPng } from '../support/png.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

interface StockJson {
  symbol: string;
  range: string | null;
  monthlyBX: string | null;
  weeklyBX: string | null;
  dailyBX: string | null;
  hybridBotPosition: boolean;
  hourBotPosition: boolean;
  analysisText: string | null;
  analysisImage: string | null;
}

const ANALYSIS_TEXT = 'Reclaimed the weekly high; holding above 640 targets the gap at 700.';
const CHART = chartPng();

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

async function stockFromApi(symbol: string): Promise<StockJson | undefined> {
  const stocks = (await (await fetch(`${server.url}/api/stocks`)).json()) as StockJson[];
  return stocks.find((stock) => stock.symbol === symbol);
}

const watchlistTable = () => page.getByRole('table', { name: 'Weekly Watchlist' });
const row = (symbol: string) => watchlistTable().locator(`tr[data-symbol="${symbol}"]`);
const tableSymbols = () =>
  watchlistTable()
    .locator('tbody tr[data-symbol]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol')));

async function expectToast(title: string, description?: string) {
  const visible = toast(page).filter({ hasText: title });
  await visible.waitFor();
  if (description) expect(await visible.textContent()).toContain(description);
}

/** Start a step from a freshly loaded page, so one failed step (say, a dialog left open) does not fail the next. */
async function reload(path: string, readySymbol: string) {
  await page.goto(`${server.url}${path}`);
  await row(readySymbol).waitFor();
}

async function cellTexts(locator: Locator) {
  return locator.locator('td').allInnerTexts();
}

beforeAll(async () => {
  server = await startTradeboard();
  // Other stocks already on the watchlist, so sorting has something to order.
  const api = await adminClient(server.url);
  await api.addStocks([
    { symbol: 'AAPL', range: 'Fair Value', monthlyBX: 'HL', weeklyBX: 'HH', dailyBX: 'HH' },
    { symbol: 'TSLA', range: 'Premium Range', monthlyBX: 'LL', weeklyBX: 'LH', dailyBX: 'HL', hourBotPosition: true },
    { symbol: 'GOOGL' },
  ]);
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('admin', () => {
  it('a signed-out visit to /admin lands on /login', async () => {
    await page.goto(`${server.url}/admin`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('checks the form, then shows the server message in an alert for a wrong password', async () => {
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs in and lands on the admin dashboard at /', async () => {
    await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: 'Daily Heat Map Controls' }).waitFor();
    await row('AAPL').waitFor();
  });

  it('adds a symbol typed in lower case by pressing Enter', async () => {
    const input = page.getByRole('textbox', { name: 'Stock Symbol' });
    await input.pressSequentially('nflx');
    expect(await input.inputValue()).toBe('NFLX');
    await input.press('Enter');

    await expectToast('Stock Added', 'New stock has been added to watchlist');
    await row('NFLX').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    expect((await stockFromApi('NFLX'))?.symbol).toBe('NFLX');
  });

  it("refuses 'Update Trend' without a stock, then saves range and BX values", async () => {
    const form = page.getByRole('form', { name: 'Manual BX Trend Entry' });
    await form.getByRole('button', { name: 'Update Trend' }).click();
    await expectToast('Invalid Input', 'Please select a stock and at least one field to update.');

    await form.getByLabel('Symbol').selectOption('NFLX');
    await form.getByLabel('Range').selectOption('Discount Range');
    await form.getByLabel('Monthly BX').selectOption('HH');
    await form.getByLabel('Weekly BX').selectOption('HL');
    await form.getByLabel('Daily BX').selectOption('LL');
    await form.getByRole('button', { name: 'Update Trend' }).click();

    await expectToast('Stock Updated', 'Stock data has been updated successfully');
    await expect
      .poll(async () => (await cellTexts(row('NFLX'))).slice(1, 5).map((text) => text.trim()))
      .toEqual(['Discount Range', 'HH', 'HL', 'LL']);
    expect(await stockFromApi('NFLX')).toMatchObject({
      range: 'Discount Range',
      monthlyBX: 'HH',
      weeklyBX: 'HL',
      dailyBX: 'LL',
    });
  });

  it('toggles the 1hr BX Bot from the watchlist', async () => {
    await row('NFLX').getByRole('button', { name: '1hr BX Bot for NFLX: No Position' }).click();
    await expectToast('Bot Position Updated', 'Bot position has been saved successfully.');
    await row('NFLX').getByRole('button', { name: '1hr BX Bot for NFLX: In Position' }).waitFor();
    expect((await stockFromApi('NFLX'))?.hourBotPosition).toBe(true);
  });

  it('switches a bot on in Bot Position Management', async () => {
    await page.getByRole('tab', { name: 'Bot Analysis' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/bot-analysis');
    const card = page.locator('li[data-symbol="NFLX"]');
    await card.getByText('1 / 3 active').waitFor();

    // The card flips at once (optimistic) and the previous step's toast may still show, so wait
    // for the save's own answer before reading the stock back.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/stocks/NFLX',
    );
    await card.getByRole('switch', { name: 'BX Hybrid Bot for NFLX' }).click();
    expect((await saved).status()).toBe(200);
    await expectToast('Bot Position Updated');
    await card.getByText('2 / 3 active').waitFor();
    expect((await stockFromApi('NFLX'))?.hybridBotPosition).toBe(true);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await row('NFLX').waitFor();
  });

  it('writes an analysis with a chart image: the image uploads first, then the stock is saved', async () => {
    const analysisRequests: string[] = [];
    const record = (request: { method(): string; url(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/upload-image' || pathname === '/api/stocks/NFLX')
        analysisRequests.push(`${request.method()} ${pathname}`);
    };
    page.on('request', record);

    await row('NFLX').getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Technical Analysis/ });
    await dialog.waitFor();
    await dialog
      .locator('input[type="file"]:enabled')
      .setInputFiles({ name: 'nflx-weekly.png', mimeType: 'image/png', buffer: CHART });
    const preview = dialog.getByRole('img', { name: 'Technical chart preview' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

    await dialog.getByLabel('Weekly Analysis').fill(ANALYSIS_TEXT);
    await dialog.getByText(`${ANALYSIS_TEXT.length}/1000 characters`).waitFor();
    await dialog.getByRole('button', { name: 'Save Analysis' }).click();

    await expectToast('Analysis Updated', 'Technical analysis for NFLX has been updated successfully');
    await dialog.waitFor({ state: 'hidden' });
    page.off('request', record);
    expect(analysisRequests).toEqual(['POST /api/upload-image', 'PATCH /api/stocks/NFLX']);

    await row('NFLX').getByRole('button', { name: 'Edit' }).waitFor();
    const saved = await stockFromApi('NFLX');
    expect(saved?.analysisText).toBe(ANALYSIS_TEXT);
    expect(saved?.analysisImage).toBeTruthy();
    // The stored chart is the uploaded file, served as an image.
    const image = await fetch(new URL(saved!.analysisImage!, server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(CHART)).toBe(true);
  });

  it("lists the new analysis in the bell's 'Today's Activity'", async () => {
    await reload('/', 'NFLX');
    await page.getByRole('button', { name: /^Today's Activity/ }).click();
    const item = page.getByRole('menuitem').filter({ hasText: 'NFLX' });
    await item.waitFor();
    expect(await item.textContent()).toContain('full analysis');
    expect(await item.textContent()).toContain(ANALYSIS_TEXT);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  });

  it('removes a symbol from the watchlist', async () => {
    await reload('/', 'NFLX');
    const management = page.getByRole('region', { name: 'Watchlist Management' });
    await management.getByRole('textbox', { name: 'Stock Symbol' }).fill('QQQ');
    await management.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast('Stock Added');
    await row('QQQ').waitFor();

    await management.getByRole('button', { name: 'Remove QQQ' }).click();
    await expectToast('Stock Removed', 'Stock has been removed from watchlist');
    await row('QQQ').waitFor({ state: 'detached' });
    expect(await stockFromApi('QQQ')).toBeUndefined();
    expect(await stockFromApi('NFLX')).toBeDefined();
  });
});

describe('student', () => {
  it('opens /student without signing in and sees the same stock, with no admin control', async () => {
    await browser.context.clearCookies();
    await page.goto(`${server.url}/student`);
    await row('NFLX').waitFor();
    expect(new URL(page.url()).pathname).toBe('/student');
    const status = await page.evaluate(() => fetch('/api/auth/status').then((response) => response.json()));
    expect(status).toMatchObject({ isAuthenticated: false });

    await page.getByText('Student Access').waitFor();
    const cells = (await cellTexts(row('NFLX'))).map((text) => text.trim());
    expect(cells).toEqual(['NFLX', 'Discount Range', 'HH', 'HL', 'LL', 'No Position', 'In Position']);

    for (const control of [
      page.getByRole('button', { name: 'Update Trend' }),
      page.getByRole('textbox', { name: 'Stock Symbol' }),
      page.getByRole('button', { name: /^Remove / }),
      page.getByRole('button', { name: /^1hr BX Bot for / }),
      page.getByRole('button', { name: /^(Add|Edit)$/ }),
      page.getByRole('switch'),
      page.getByRole('button', { name: 'Logout' }),
      page.getByRole('button', { name: 'Refresh All' }),
      page.getByText(/^Admin:/),
    ]) {
      expect(await control.count()).toBe(0);
    }
  });

  it('sorts columns: a click sorts ascending, a second click flips it, empty values stay last', async () => {
    await reload('/student', 'NFLX');
    // No sort by default: the API's order (A to Z).
    expect(await tableSymbols()).toEqual(['AAPL', 'GOOGL', 'NFLX', 'TSLA']);
    const header = (name: string) => watchlistTable().getByRole('columnheader', { name });

    await header('STOCK').getByRole('button').click();
    await header('STOCK').getByRole('button').click();
    expect(await header('STOCK').getAttribute('aria-sort')).toBe('descending');
    expect(await tableSymbols()).toEqual(['TSLA', 'NFLX', 'GOOGL', 'AAPL']);

    await header('RANGE').getByRole('button').click();
    expect(await header('RANGE').getAttribute('aria-sort')).toBe('ascending');
    expect(await tableSymbols()).toEqual(['NFLX', 'AAPL', 'TSLA', 'GOOGL']);

    await header('DAILY BX').getByRole('button').click();
    expect(await tableSymbols()).toEqual(['AAPL', 'TSLA', 'NFLX', 'GOOGL']);
    await header('DAILY BX').getByRole('button').click();
    expect(await tableSymbols()).toEqual(['NFLX', 'TSLA', 'AAPL', 'GOOGL']);
  });

  it("opens the stock's Analysis History with the saved entry marked 'Latest'", async () => {
    await reload('/student', 'NFLX');
    await row('NFLX').getByRole('button', { name: 'NFLX' }).click();
    const dialog = page.getByRole('dialog', { name: /NFLX Analysis History/ });
    await dialog.waitFor();
    await dialog.getByText('1 analysis entry').waitFor();
    const entries = dialog.getByRole('list', { name: 'Analysis history' }).getByRole('listitem');
    expect(await entries.count()).toBe(1);
    const latest = entries.first();
    await latest.getByText('Latest').waitFor();
    expect(await latest.textContent()).toContain(ANALYSIS_TEXT);
    const chart = latest.getByRole('img', { name: 'NFLX chart' });
    await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("shows 'No Analysis Available' for a stock without analysis", async () => {
    await reload('/student', 'GOOGL');
    await row('GOOGL').getByRole('button', { name: 'GOOGL' }).click();
    const dialog = page.getByRole('dialog', { name: /GOOGL Analysis History/ });
    await dialog.getByText('No Analysis Available').waitFor();
    await dialog.getByText("Technical analysis for GOOGL hasn't been added yet.").waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(browser.pageErrors).toEqual([]);
  });
});
