/**
 * Bot screenshot analysis end to end: the admin drops two screenshots of a bot's position panel,
 * the server reads them (real OCR), the admin reviews the proposals, unticks one, applies; the
 * switches and the student heat map show the new positions, and the unticked stock is unchanged.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser, signIn, toast } from '../support/browser.js';
import { REPO_ROOT, SCREENSHOTS_DIR } from '../support/paths.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

const PANELS = path.join(REPO_ROOT, 'services/api/test/fixtures/bot-panels');
const { watchlist } = JSON.parse(readFileSync(path.join(PANELS, 'answers.json'), 'utf8')) as { watchlist: string[] };
/** Two screenshots of the 1hr BX Bot (the bot the student heat map shows), each naming it in its heading. */
const SCREENSHOTS = ['panel-03.png', 'panel-06.png'].map((file) => path.join(PANELS, file));

interface StockJson {
  symbol: string;
  hourBotPosition: boolean;
}

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

const stocksFromApi = async () => (await (await fetch(`${server.url}/api/stocks`)).json()) as StockJson[];

beforeAll(async () => {
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks(watchlist.map((symbol) => ({ symbol })));
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('bot screenshot analysis', () => {
  let applied: string[] = [];
  let untickedSymbol = '';

  it('reads two dropped screenshots and proposes positions for review', { timeout: 180_000 }, async () => {
    await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    await page.getByRole('tab', { name: 'Bot Analysis' }).click();
    const card = page.getByRole('region', { name: 'Screenshot Analysis' });
    // The zone takes files once react-dropzone has arrived (until then its input is disabled).
    await card.locator('input[type="file"]:enabled').setInputFiles(SCREENSHOTS);
    await card.getByText('panel-06.png').waitFor();
    await card.getByRole('button', { name: 'Analyze', exact: true }).click();

    const table = card.getByRole('table', { name: 'Proposed bot positions' });
    await table.waitFor({ timeout: 150_000 });
    await expect.poll(() => card.getByText(/positions found/).count(), { timeout: 150_000 }).toBe(2);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(15);
    // Every proposal is for a watchlist symbol, for the bot the screenshots name.
    const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row') ?? ''));
    for (const id of ids) {
      expect(watchlist).toContain(id.split(':')[0]);
      expect(id.endsWith(':hourBotPosition')).toBe(true);
    }
  });

  it('applies the ticked rows only', async () => {
    const card = page.getByRole('region', { name: 'Screenshot Analysis' });
    const ticked = card.getByRole('checkbox', { checked: true });
    const tickedIds = await card
      .locator('tbody tr:has(input:checked)')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row') ?? ''));
    expect(tickedIds.length).toBeGreaterThanOrEqual(3);
    untickedSymbol = tickedIds[0]!.split(':')[0]!;
    await ticked.first().click();
    applied = tickedIds.slice(1).map((id) => id.split(':')[0]!);

    await card.getByRole('button', { name: 'Apply Selected' }).click();
    await toast(page).filter({ hasText: 'Bot Position Updated' }).waitFor();
    expect(await toast(page).textContent()).toContain('Bot position has been saved successfully.');

    const stocks = await stocksFromApi();
    for (const symbol of applied) expect(stocks.find((s) => s.symbol === symbol)?.hourBotPosition, symbol).toBe(true);
    expect(stocks.find((s) => s.symbol === untickedSymbol)?.hourBotPosition).toBe(false);

    // The switches below show the new positions at once.
    const botCard = page.getByRole('listitem', { name: applied[0]! });
    expect(await botCard.getByRole('switch', { name: `1hr BX Bot for ${applied[0]}` }).isChecked()).toBe(true);
    // Applied rows now change nothing: greyed and no longer tickable.
    await expect.poll(() => card.getByRole('checkbox', { checked: true }).count()).toBe(0);
  });

  it('looks right on desktop and phone, light and dark (screenshots in e2e/screenshots)', async () => {
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    const card = page.getByRole('region', { name: 'Screenshot Analysis' });
    for (const [name, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.evaluate(() => localStorage.removeItem('theme'));
        await page.reload();
        await card.getByRole('button', { name: /^Open panel-06\.png/ }).click();
        await card.getByRole('table', { name: 'Proposed bot positions' }).waitFor();
        await card.screenshot({ path: path.join(SCREENSHOTS_DIR, `bot-analysis-${name}-${colorScheme}.png`) });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('the student heat map shows the new positions', async () => {
    const student = await browser.context.newPage();
    await student.goto(`${server.url}/student`);
    const table = student.getByRole('table', { name: 'Weekly Watchlist' });
    await table.locator(`tr[data-symbol="${applied[0]}"]`).waitFor();
    expect(await table.locator(`tr[data-symbol="${applied[0]}"]`).innerText()).toContain('In Position');
    expect(await table.locator(`tr[data-symbol="${untickedSymbol}"]`).innerText()).not.toContain('In Position');
    await student.close();
  });
});
