/**
 * Issue 23: the Fund Holdings CSV zone takes the same statement again. A file input keeps its value,
 * so choosing the same file twice fired no change event: after Cancel of the preview (or after an
 * import) nothing happened until a reload. The kit's drop zone now empties its input once read.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, toast } from '../support/browser.js';
import { csvZone, thinkorswimSample } from '../support/funds.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let statement: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  server = await startTradeboard();
  browser = await openBrowser();
  page = browser.page;
  statement = { name: 'positions.csv', mimeType: 'text/csv', buffer: Buffer.from(await thinkorswimSample()) };
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  await page.getByRole('tab', { name: 'Fund Holdings' }).click();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const preview = () => page.getByRole('dialog', { name: 'Import Preview' });

/** Choose the statement the way a person does: 'Choose file', then the browser's file picker. */
async function chooseStatement() {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    csvZone(page).getByRole('button', { name: 'Choose file' }).click(),
  ]);
  await chooser.setFiles(statement);
  await preview().waitFor();
}

/** The zone's file input holds no file once the pick was read (else the same pick changes nothing). */
const inputValue = () => page.locator('input[type="file"][aria-label="Holdings CSV file"]').inputValue();

describe('the holdings CSV zone and the same file', () => {
  it('choose, Cancel, choose the same file again: the preview opens again', async () => {
    await chooseStatement();
    expect(await preview().getByText('New: 4').isVisible()).toBe(true);
    expect(await inputValue()).toBe('');
    await preview().getByRole('button', { name: 'Cancel' }).click();
    await preview().waitFor({ state: 'hidden' });

    await chooseStatement();
    expect(await preview().getByText('New: 4').isVisible()).toBe(true);
  });

  it('after an import, the same file again opens the preview (nothing new, 4 updated)', async () => {
    await preview().getByRole('button', { name: 'Import' }).click();
    await toast(page).filter({ hasText: 'CSV Import Successful' }).waitFor();
    await preview().waitFor({ state: 'hidden' });

    await chooseStatement();
    expect(await preview().getByText('Updated: 4').isVisible()).toBe(true);
    expect(await preview().getByText('New: 0').isVisible()).toBe(true);
    await preview().getByRole('button', { name: 'Cancel' }).click();
    expect(browser.pageErrors).toEqual([]);
  });
});
