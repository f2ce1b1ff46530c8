/**
 * The Unusual Flow module end to end, as a new user would: the admin adds an alert with a
 * screenshot (first in the list and in the bell), a student tab already open shows it within 6 s
 * without a reload and opens its details; the admin edits and deletes it, manages an Unusual Whale
 * position (with the confirm prompt), edits the flow P&L and adds a flow activity ticker; a bad form
 * gets its message and sends nothing.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser, signIn, toast } from '../support/browser.js';
import { chartPng } from '../support/png.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

const SCREENSHOT = chartPng();
/** SPEC section 9: students re-read alerts every 5 s; the issue allows 6 s from POST to card. */
const LIVE_WITHIN_MS = 6_000;

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let admin: Page;
let student: Page;

/** Writes the admin page sends to the flow and activity routes, as 'METHOD /path'. */
const writes: string[] = [];
const recordWrite = (request: Request) => {
  if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
};

/** The toast with this title and description (the previous one may still be fading out). */
async function expectToast(page: Page, title: string, description: string) {
  const visible = toast(page).filter({ hasText: description });
  await visible.waitFor();
  expect(await visible.textContent()).toContain(title);
}

const alertsCard = () => admin.getByRole('region', { name: /^Current Flow Alerts/ });
const alertItems = () => alertsCard().getByTestId('admin-flow-alert');

beforeAll(async () => {
  server = await startTradeboard();
  // An older alert, so "first in the list" means something.
  const api = await adminClient(server.url);
  await api.send('POST', '/api/unusual-flow', { ticker: 'AAPL', optionType: 'PUT', strike: 180, expiry: '12/18/2026' });
  browser = await openBrowser();
  admin = browser.page;
  await signIn(admin, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  student = await browser.context.newPage();
  await student.goto(`${server.url}/student/flow`);
  await student.getByText('1 Active Alerts').waitFor();
  await admin.goto(`${server.url}/admin/flow`);
  await alertsCard().getByRole('heading', { name: 'Current Flow Alerts (1)' }).waitFor();
  admin.on('request', recordWrite);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('flow alerts', () => {
  it('a form without ticker and expiry sends nothing and stays open', async () => {
    writes.length = 0;
    await alertsCard().getByRole('button', { name: 'Add Flow Alert' }).click();
    const form = admin.getByRole('form', { name: 'Add Flow Alert' });
    await form.getByLabel(/^Strike/).fill('250');
    await form.getByRole('button', { name: 'Add Alert' }).click();
    expect(await form.getByLabel(/^Ticker/).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel(/^Expiry/).getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
  });

  it('the admin adds an alert with a screenshot; it is first in the list and in the bell', async () => {
    writes.length = 0;
    await alertsCard().getByRole('button', { name: 'Add Flow Alert' }).click();
    const form = admin.getByRole('form', { name: 'Add Flow Alert' });
    await form.getByLabel(/^Ticker/).fill('tsla');
    await form.getByLabel(/^Strike/).fill('250');
    await form.getByLabel(/^Expiry/).fill('2026-12-18');
    await form.getByLabel(/^Premium/).fill('1250000');
    await form.getByLabel(/^Volume/).fill('5000');
    await form.getByLabel(/^Flow Description/).fill('Large call sweep above the ask, 5k contracts.');
    await form
      .locator('input[type="file"]:enabled')
      .setInputFiles({ name: 'tsla-flow.png', mimeType: 'image/png', buffer: SCREENSHOT });
    const preview = form.getByRole('img', { name: 'Flow screenshot' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    await form.getByRole('button', { name: 'Add Alert' }).click();
    await form.waitFor({ state: 'hidden' });
    await alertsCard().getByRole('heading', { name: 'Current Flow Alerts (2)' }).waitFor();
    expect(await alertItems().first().textContent()).toContain('TSLA');
    expect(writes).toEqual(['POST /api/upload-image', 'POST /api/unusual-flow']);

    await admin.getByRole('button', { name: /^Today's Activity/ }).click();
    const item = admin.getByRole('menuitem').filter({ hasText: 'TSLA' });
    await item.waitFor();
    expect(await item.textContent()).toContain('CALL Flow Alert');
    await admin.keyboard.press('Escape');
  });

  it(`the student tab already open shows it within ${LIVE_WITHIN_MS / 1000} s, without a reload, and opens its details`, async () => {
    const card = student.getByTestId('student-flow-card').filter({ hasText: 'TSLA' });
    await card.waitFor({ timeout: LIVE_WITHIN_MS });
    await student.getByText('2 Active Alerts').waitFor();
    expect(await student.getByTestId('student-flow-card').first().textContent()).toContain('TSLA');
    expect(await card.textContent()).toContain('Just now');
    await card.getByRole('button').click();
    const dialog = student.getByRole('dialog', { name: /TSLA Flow Alert/ });
    await dialog.waitFor();
    await dialog.getByText('Bullish', { exact: true }).waitFor();
    await dialog.getByText('Large call sweep above the ask, 5k contracts.').waitFor();
    const image = dialog.getByRole('img', { name: 'TSLA flow screenshot' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    expect(await dialog.getByText('Open Interest').locator('xpath=following-sibling::*[1]').textContent()).toBe('N/A');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("a click on the bell's flow item opens the Unusual Flow tab", async () => {
    await admin.goto(`${server.url}/admin/heatmap`);
    await admin.getByRole('button', { name: /^Today's Activity/ }).click();
    await admin.getByRole('menuitem').filter({ hasText: 'TSLA' }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/admin/flow');
    await alertsCard().getByRole('heading', { name: 'Current Flow Alerts (2)' }).waitFor();
  });

  it('the admin edits the alert, then deletes it', async () => {
    writes.length = 0;
    await alertsCard().getByRole('button', { name: 'Edit TSLA alert' }).click();
    const form = admin.getByRole('form', { name: 'Edit Flow Alert' });
    await form.getByLabel(/^Flow Description/).fill('Follow-through: sweeps kept coming.');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'hidden' });
    await alertsCard().getByText('Follow-through: sweeps kept coming.').waitFor();

    await alertsCard().getByRole('button', { name: 'Delete TSLA alert' }).click();
    await alertsCard().getByRole('heading', { name: 'Current Flow Alerts (1)' }).waitFor();
    expect(writes.filter((write) => !write.startsWith('POST /api/upload'))).toEqual([
      expect.stringMatching(/^PATCH \/api\/unusual-flow\/\w+$/),
      expect.stringMatching(/^DELETE \/api\/unusual-flow\/\w+$/),
    ]);
    await student.getByText('1 Active Alerts').waitFor({ timeout: LIVE_WITHIN_MS });
  });
});

describe('Unusual Whale positions', () => {
  const manage = () => admin.getByRole('region', { name: 'Manage Unusual Whale Positions' });
  const holdings = () => admin.getByRole('region', { name: 'Current Unusual Whale Holdings P&L' });

  it('a position without a price gets its message and sends nothing', async () => {
    writes.length = 0;
    await manage().getByRole('button', { name: 'Add Position' }).click();
    const form = admin.getByRole('form', { name: 'Add Position' });
    await form.getByLabel(/^Ticker/).fill('NVDA');
    await form.getByLabel(/^Expiry/).fill('2027-01-15');
    await form.getByLabel(/^Strike/).fill('150');
    await form.getByLabel(/^Quantity/).fill('2');
    await form.getByRole('button', { name: 'Add Position' }).click();
    await expectToast(admin, 'Error', 'Please fill in all required fields');
    expect(writes).toEqual([]);
  });

  it('adds, edits and deletes a position (after the confirm prompt)', async () => {
    const form = admin.getByRole('form', { name: 'Add Position' });
    await form.getByLabel(/^Price/).fill('3.5');
    await form.getByLabel(/^P&L %/).fill('10');
    await form.getByRole('button', { name: 'Add Position' }).click();
    await expectToast(admin, 'Success', 'Flow position added successfully');
    const row = holdings().getByTestId('flow-holding').filter({ hasText: 'NVDA' });
    await row.getByText('Strike $150.00 | Exp 01/15/2027 | Qty 2').waitFor();
    // value 3.5 x 2 x 100 = 700, P&L +10% = +70
    await row.getByText('$700.00').waitFor();
    await row.getByText('+$70.00').waitFor();

    await row.getByRole('button', { name: 'Edit NVDA position' }).click();
    const edit = admin.getByRole('form', { name: 'Edit NVDA position' });
    await edit.getByLabel(/^Quantity/).fill('4');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin, 'Success', 'Flow position updated successfully');
    await row.getByText('$1,400.00').waitFor();

    const prompts: string[] = [];
    admin.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await row.getByRole('button', { name: 'Delete NVDA position' }).click();
    await expectToast(admin, 'Success', 'Flow position deleted successfully');
    expect(prompts).toEqual(['Are you sure you want to delete this flow position?']);
    await holdings().getByText('No Unusual Whale positions yet.').waitFor();
  });
});

describe('flow P&L and flow activity', () => {
  it('the admin edits the flow P&L; the student sees it', async () => {
    const card = admin.getByRole('region', { name: 'Total Flow P&L (YTD)' });
    await card.getByRole('button', { name: 'Edit Flow P&L' }).click();
    await card.getByLabel('YTD P&L Amount').fill('12500');
    await card.getByLabel('YTD P&L Percentage').fill('8.25');
    await card.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin, 'Success', 'Flow P&L updated successfully');
    await card.getByText('+$12,500.00').waitFor();
    await card.getByText('+8.25%').waitFor();
    await student
      .getByRole('region', { name: 'Total Flow P&L (YTD)' })
      .getByText('+8.25%')
      .waitFor({ timeout: LIVE_WITHIN_MS });
  });

  it('the admin adds a flow activity ticker; it shows in the banner', async () => {
    // The Main Fund's editor is above the tabs too: this is the flow module's (fund FLOW).
    const editor = admin
      .locator('[data-remote-slot="flow/admin-flow"]')
      .getByRole('region', { name: /Daily Activity Editor/ });
    await editor.getByLabel('Ticker added').fill('amd');
    await editor.getByLabel('Ticker added').press('Enter');
    await expectToast(admin, 'Activity Updated', 'Daily activity has been updated successfully.');
    const banner = admin.getByRole('region', { name: /^Flow Trading Activity/ });
    await banner.getByText('Positions Added: (1)').waitFor();
    await banner.getByText('$AMD').waitFor();
    await editor.getByText('Add 1 activities to the 7-day portfolio history').waitFor();
  });
});

describe('student view', () => {
  it('has no admin control, no input and sends no write', async () => {
    const studentWrites: string[] = [];
    student.on('request', (request) => {
      if (request.method() !== 'GET') studentWrites.push(request.url());
    });
    await student.reload();
    await student.getByText('1 Active Alerts').waitFor();
    // The banner is there (its tickers are today's: this run may have crossed midnight since AMD was added).
    await student
      .getByRole('region', { name: /^Flow Trading Activity/ })
      .getByText(/^Positions Added: \(\d+\)$/)
      .waitFor();
    const view = student.locator('main');
    expect(await view.getByRole('textbox').count()).toBe(0);
    expect(await view.getByRole('spinbutton').count()).toBe(0);
    for (const name of [/^Edit/, /^Delete/, /^Add/, 'Save', /Sync to History/]) {
      expect(await view.getByRole('button', { name }).count()).toBe(0);
    }
    expect(studentWrites).toEqual([]);
  });
});
