/**
 * The funds module as a new user meets it, in real chromium against the real server: the admin drops a
 * thinkorswim statement on the CSV zone, checks the preview, imports, and works the holdings table
 * (Portfolio %, sorting, Date Opened, delete), the manual P&L and options; a bad file changes nothing;
 * a student then sees the same holdings and options read-only and sends no write.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { axeViolations } from '../support/axe.js';
import { toast } from '../support/browser.js';
import { dropFile, thinkorswimSample } from '../support/funds.js';
import { useProductPage } from '../support/product-page.js';

const product = useProductPage({ signedIn: true });
let api: Awaited<ReturnType<typeof adminClient>>;

beforeAll(async () => {
  api = await adminClient(product.server.url);
  await product.page.getByRole('tab', { name: 'Fund Holdings' }).click();
});

/** The funds module's part of the page (the shell's own markup is the shell's tests' business). */
const FUNDS_SLOTS = '[data-remote-slot^="funds/"]';
const holdingsTable = () => product.page.getByRole('table', { name: 'Current Holdings' });
const row = (ticker: string) => holdingsTable().locator(`tr[data-symbol="${ticker}"]`);
const tickers = () =>
  holdingsTable()
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((tr) => tr.getAttribute('data-symbol')));
const storedTickers = async () =>
  ((await api.send('GET', '/api/holdings')) as Array<{ ticker: string }>).map((holding) => holding.ticker).sort();

describe('admin: broker CSV import', () => {
  it('starts empty', async () => {
    await product.page.getByText('No holdings found. Upload a CSV to get started.').waitFor();
  });

  it("the module's slots pass axe-core", async () => {
    await product.page
      .getByRole('region', { name: 'Options Holdings' })
      .getByText('No options positions added yet.')
      .waitFor();
    expect(await axeViolations(product.page, FUNDS_SLOTS)).toEqual([]);
  });

  it('a dropped statement shows the preview: New rows and the skipped rows with their reasons', async () => {
    await dropFile(product.page, { name: 'positions.csv', text: await thinkorswimSample() });
    const dialog = product.page.getByRole('dialog', { name: 'Import Preview' });
    await dialog.waitFor();
    expect(await dialog.getByText('New: 4').isVisible()).toBe(true);
    expect(await dialog.getByText('Updated: 0').isVisible()).toBe(true);
    expect(await dialog.getByText('Removed: 0').isVisible()).toBe(true);
    const skipped = dialog.getByRole('table', { name: 'Skipped' });
    expect(await skipped.locator('tr', { hasText: 'RDFN' }).innerText()).toContain('excluded ticker');
    expect(await skipped.locator('tr', { hasText: 'TSLA' }).innerText()).toContain('quantity -5');
    // Issue 27: the QQQ group's option lines are options positions now, not skipped rows.
    expect(await dialog.getByText('New options: 2').isVisible()).toBe(true);
    expect(await skipped.locator('tr', { hasText: '100 19 DEC 26 500 CALL' }).count()).toBe(0);
    expect(await axeViolations(product.page, '[role="dialog"]')).toEqual([]);
  });

  it('Import writes the rows and toasts the counts', async () => {
    await product.page.getByRole('dialog', { name: 'Import Preview' }).getByRole('button', { name: 'Import' }).click();
    await toast(product.page).filter({ hasText: 'CSV Import Successful' }).waitFor();
    expect(await toast(product.page).innerText()).toContain('Updated: 0, New: 4, Removed: 0');
    expect(await toast(product.page).innerText()).toContain('Options: 2 new, 0 updated, 0 removed');
    await row('INTC').waitFor();
    expect(await storedTickers()).toEqual(['AMZN', 'INTC', 'META', 'XOM']);
  });

  it('shows Portfolio % = quantity x trade price over the total, and P&L with its sign', async () => {
    // 7,294 + 7,680 + 57,150 + 6,240 = 78,364
    const expected = { AMZN: '9.31%', META: '9.80%', INTC: '72.93%', XOM: '7.96%' };
    for (const [ticker, percent] of Object.entries(expected)) expect(await row(ticker).innerText()).toContain(percent);
    expect(await row('INTC').innerText()).toContain('-$3,330.00');
    expect(await row('AMZN').innerText()).toContain('+$1,270.00');
    const header = product.page.getByRole('region', { name: 'Main Fund Holdings' });
    expect(await header.innerText()).toContain('Total P&L: -$884.00');
  });

  it('sorts by a column, ascending then flipped', async () => {
    expect(await tickers()).toEqual(['AMZN', 'INTC', 'META', 'XOM']);
    await holdingsTable().getByRole('button', { name: 'Portfolio %' }).click();
    expect(await tickers()).toEqual(['XOM', 'AMZN', 'META', 'INTC']);
    await holdingsTable().getByRole('button', { name: 'Portfolio %' }).click();
    expect(await tickers()).toEqual(['INTC', 'META', 'AMZN', 'XOM']);
  });

  it("edits Date Opened in place: 'Date Updated'", async () => {
    await row('AMZN')
      .getByRole('button', { name: /^Date Opened for AMZN/ })
      .click();
    const input = product.page.getByLabel('Date Opened for AMZN');
    await input.fill('2026-11-02');
    await input.press('Enter');
    await toast(product.page).filter({ hasText: 'Date Updated' }).waitFor();
    await row('AMZN').getByRole('button', { name: 'Date Opened for AMZN: 11/02/2026. Edit' }).waitFor();
  });

  it("deletes a holding: 'Holding Deleted'", async () => {
    await row('XOM').getByRole('button', { name: 'Delete XOM' }).click();
    await toast(product.page).filter({ hasText: 'Holding Deleted' }).waitFor();
    await row('XOM').waitFor({ state: 'detached' });
    expect(await storedTickers()).toEqual(['AMZN', 'INTC', 'META']);
  });

  it('a bad file gets its message and changes nothing', async () => {
    await dropFile(product.page, { name: 'notes.txt', text: 'AAPL,1,2', type: 'text/plain' });
    await toast(product.page).filter({ hasText: 'Invalid File Type' }).waitFor();
    expect(await toast(product.page).innerText()).toContain('Please upload a CSV file.');
    await dropFile(product.page, { name: 'empty.csv', text: 'Instrument,Qty,Trade Price\nCash & Sweep Vehicle,,\n' });
    await toast(product.page).filter({ hasText: 'No Data Found' }).waitFor();
    expect(await product.page.getByRole('dialog', { name: 'Import Preview' }).count()).toBe(0);
    expect(await storedTickers()).toEqual(['AMZN', 'INTC', 'META']);
  });
});

describe('admin: manual P&L and options', () => {
  it("edits the P&L: 'Success' / 'P&L data updated successfully'", async () => {
    await product.page.getByRole('button', { name: 'Edit P&L' }).click();
    const form = product.page.getByRole('form', { name: 'Edit P&L' });
    await form.getByLabel('Total P&L').fill('125000.50');
    await form.getByLabel('YTD P&L', { exact: true }).fill('8400');
    await form.getByLabel('YTD P&L %').fill('6.72');
    await form.getByLabel('Starting Capital 2025').fill('125000');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(product.page).filter({ hasText: 'P&L data updated successfully' }).waitFor();
    await form.waitFor({ state: 'detached' });
    const header = product.page.getByRole('region', { name: 'Main Fund Holdings' });
    expect(await header.innerText()).toContain('+$125,000.50');
    expect(await header.innerText()).toContain('+6.72%');
  });

  it('adds two options and deletes one', async () => {
    const section = product.page.getByRole('region', { name: 'Options Holdings' });
    // The statement's two QQQ options came with the import (issue 27).
    await section.getByRole('table', { name: 'Options Holdings' }).locator('tr', { hasText: '11/28/2026' }).waitFor();
    const add = section.getByRole('button', { name: 'Add' });
    const addOption = async (ticker: string, type: 'CALL' | 'PUT', strike: string, quantity: string, price: string) => {
      await section.getByLabel('Ticker').fill(ticker);
      await section.getByLabel('Type').selectOption(type);
      await section.getByLabel('Strike').fill(strike);
      await section.getByLabel('Expiry').fill('2026-12-18');
      await section.getByLabel('Quantity').fill(quantity);
      expect(await add.isDisabled()).toBe(true);
      await section.getByLabel('Price').fill(price);
      expect(await add.isEnabled()).toBe(true);
      await add.click();
      await toast(product.page).filter({ hasText: 'Option position added successfully' }).waitFor();
      // The form clears once the save and the list refresh are done (the previous toast may still show).
      await expect.poll(() => section.getByLabel('Ticker').inputValue()).toBe('');
    };
    await addOption('qqq', 'PUT', '520', '2', '4.10');
    await addOption('AMZN', 'CALL', '230', '1', '6.25');
    const table = section.getByRole('table', { name: 'Options Holdings' });
    // Both new rows are there (the list is newest first, as the API orders it; a live refresh may reorder the cache).
    await table.locator('tr', { hasText: '12/18/2026' }).filter({ hasText: 'QQQ' }).waitFor();
    await table.locator('tr', { hasText: '12/18/2026' }).filter({ hasText: 'AMZN' }).waitFor();
    await table.getByRole('button', { name: 'Delete AMZN CALL 230' }).click();
    await toast(product.page).filter({ hasText: 'Option position deleted successfully' }).waitFor();
    await table.locator('tr', { hasText: 'AMZN' }).waitFor({ state: 'detached' });
    expect(await axeViolations(product.page, FUNDS_SLOTS)).toEqual([]);
    expect(product.browser.pageErrors).toEqual([]);
  });

  it('shows the Main Fund in admin mode above the tabs (Daily Activity Editor and Next Session Trades)', async () => {
    const slot = product.page.locator('[data-remote-slot="funds/main-fund"]');
    await slot.getByRole('region', { name: /Daily Activity Editor/ }).waitFor();
    await slot.getByRole('heading', { name: /^Positions to Add \(\d+\)$/ }).waitFor();
  });
});

describe('student: Portfolio Data, read only', () => {
  const writes: string[] = [];

  beforeAll(async () => {
    await product.browser.context.clearCookies();
    product.page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await product.page.goto(`${product.server.url}/student/portfolio`);
  });

  it('sees the same holdings, the manual P&L and the options', async () => {
    const table = product.page.getByRole('table', { name: 'Fund Holdings' });
    await table.locator('tr[data-symbol="INTC"]').waitFor();
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((tr) => tr.getAttribute('data-symbol')));
    expect(shown.sort()).toEqual(['AMZN', 'INTC', 'META']);
    expect(await table.locator('tr[data-symbol="AMZN"]').innerText()).toContain('11/02/2026');
    expect(await table.locator('tr[data-symbol="META"]').innerText()).toContain('Not Set');
    const chips = product.page.getByRole('list', { name: 'Fund figures' });
    expect(await chips.innerText()).toContain('P&L Since 2020: +$125,000.50');
    const options = product.page.getByRole('table', { name: 'Options Positions' });
    expect(await options.innerText()).toContain('QQQ');
    expect(await options.innerText()).not.toContain('AMZN');
    // The hand-added QQQ put and the statement's two QQQ options.
    expect(await product.page.getByRole('region', { name: 'Options Positions' }).innerText()).toContain('3 positions');
    expect(await axeViolations(product.page, FUNDS_SLOTS)).toEqual([]);
  });

  it('has no admin control and sends no write request', async () => {
    const panel = product.page.locator('[data-remote-slot="funds/student-portfolio"]');
    expect(await panel.getByRole('button', { name: /Edit|Delete|Clear|Add|Import|Export|Choose/ }).count()).toBe(0);
    expect(await panel.getByRole('textbox').count()).toBe(0);
    // The P&L is read again (the live stream's refresh after an admin save; the 5 s poll only runs
    // while the stream is down), then check nothing but reads went out.
    const reread = product.page.waitForRequest((request) => request.url().includes('/api/manual-pnl/fund/'), {
      timeout: 15_000,
    });
    await api.send('POST', '/api/manual-pnl', { fund: '✅ Main Fund', allTimePnl: 125000.5 });
    await reread;
    expect(writes).toEqual([]);
    expect(product.browser.pageErrors).toEqual([]);
  });
});
