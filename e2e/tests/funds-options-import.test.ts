/**
 * Issue 27 in real chromium against the real server: a thinkorswim statement with stocks and option
 * spreads -> the Import Preview with both tables -> Import -> the Fund Holdings and Options tables,
 * and the student's Options Positions, show them; the same file again changes nothing
 * ('Updated: 0, New: 0, Removed: 0' and 'Options: 0 new, 0 updated, 0 removed'). Both options
 * tables show each leg's Mark.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { axeViolations } from '../support/axe.js';
import { DESKTOP, PHONE, toast } from '../support/browser.js';
import { dropFile } from '../support/funds.js';
import { REPO_ROOT } from '../support/paths.js';
import { useProductPage } from '../support/product-page.js';

const STATEMENT = [
  'Position Statement for 55509999 (Margin) on 11/18/26 09:41:27',
  '',
  'None',
  'Instrument,Qty,Days,Trade Price,Mark,Mrk Chng,P/L %,P/L Open,P/L Day,BP Effect',
  'AAPL,,,,,,,,,',
  '"APPLE INC, COM",+50,,190.00,228.55,+1.15,+20.29%,"$1,927.50",$57.50,"($11,427.50)"',
  'MSFT,+20,,410.00,452.10,-.90,+10.27%,$842.00,($18.00),"($9,042.00)"',
  'SPY,,,,,,,,,',
  '100 (Weeklys) 27 NOV 26 600 PUT,-1,9,5.10,2.05,+.25,+59.80%,$305.00,($25.00),"($1,000.00)"',
  '100 (Weeklys) 27 NOV 26 590 PUT,+1,9,3.20,1.10,-.10,(65.63%),($210.00),$10.00,$0.00',
  'QQQ,,,,,,,,,',
  '100 DEC 26 520 CALL,+2,30,12.40,15.00,+.80,+20.97%,$520.00,$160.00,$0.00',
  '100 DEC 26 540 CALL,-2,30,6.10,7.30,+.50,(19.67%),($240.00),($100.00),"($4,000.00)"',
  'Cash & Sweep Vehicle,,,,,,,,,"$10,000.00"',
  'OVERALL TOTALS,,,,,,,"$3,144.50",$84.50,',
].join('\n');

const product = useProductPage({ signedIn: true });
let api: Awaited<ReturnType<typeof adminClient>>;

beforeAll(async () => {
  api = await adminClient(product.server.url);
  await product.page.getByRole('tab', { name: 'Fund Holdings' }).click();
});

const preview = () => product.page.getByRole('dialog', { name: 'Import Preview' });
const rowsOf = (table: ReturnType<Page['getByRole']>) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ')));
const storedOptions = async () =>
  ((await api.send('GET', '/api/options?fund=Main%20Fund')) as Array<Record<string, unknown>>)
    .map((o) => `${o.ticker} ${o.optionType} ${o.strike} ${o.expiry} ${o.quantity} @${o.price}`)
    .sort();

describe('a thinkorswim statement with stocks and spreads', () => {
  it('the preview shows the holdings and the options side by side, the layout it recognised, and passes axe-core', async () => {
    await dropFile(product.page, { name: 'positions.csv', text: STATEMENT });
    await preview().waitFor();
    expect(await preview().getByLabel('File layout').inputValue()).toBe('thinkorswim');
    expect(await rowsOf(preview().getByRole('table', { name: 'New', exact: true }))).toEqual([
      'AAPL 50 $190.00',
      'MSFT 20 $410.00',
    ]);
    expect(await rowsOf(preview().getByRole('table', { name: 'New options' }))).toEqual([
      'SPY PUT 600 11/27/2026 -1 $5.10',
      'SPY PUT 590 11/27/2026 1 $3.20',
      'QQQ CALL 520 12/18/2026 2 $12.40',
      'QQQ CALL 540 12/18/2026 -2 $6.10',
    ]);
    expect(await axeViolations(product.page, '[role="dialog"]')).toEqual([]);
  });

  it('looks right at phone and desktop width (screenshots in e2e/screenshots/)', async () => {
    const folder = path.join(REPO_ROOT, 'e2e/screenshots');
    await mkdir(folder, { recursive: true });
    // The page lays itself out again at another width: the file is dropped at each width.
    await preview().getByRole('button', { name: 'Cancel' }).click();
    await preview().waitFor({ state: 'hidden' });
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await product.page.setViewportSize(viewport);
      // On a phone the sections are stacked and load as they come near the screen (issue 25): go to this one.
      if (name === 'phone') {
        await product.page
          .getByRole('combobox', { name: 'Quick jump to section' })
          .selectOption({ label: 'Fund Holdings' });
      }
      await dropFile(product.page, { name: 'positions.csv', text: STATEMENT });
      await preview().getByRole('table', { name: 'New options' }).waitFor();
      // Nothing in the dialog scrolls sideways but its tables.
      const overflow = await preview()
        .locator('.MuiDialogContent-root')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The dialog has faded in (a screenshot mid-transition shows the page through it).
      await product.page.waitForFunction(
        () => getComputedStyle(document.querySelector('.MuiDialog-container') as Element).opacity === '1',
      );
      await product.page.screenshot({ path: path.join(folder, `funds-import-preview-options-${name}.png`) });
      if (name === 'phone') {
        expect(await axeViolations(product.page, '[role="dialog"]')).toEqual([]);
        await preview().getByRole('button', { name: 'Cancel' }).click();
        await preview().waitFor({ state: 'hidden' });
      }
    }
  });

  it('Import writes both in one request and toasts both counts', async () => {
    await preview().getByRole('button', { name: 'Import' }).click();
    await toast(product.page).filter({ hasText: 'CSV Import Successful' }).waitFor();
    const text = await toast(product.page).innerText();
    expect(text).toContain('Updated: 0, New: 2, Removed: 0');
    expect(text).toContain('Options: 4 new, 0 updated, 0 removed');
    await preview().waitFor({ state: 'hidden' });
  });

  it('the Fund Holdings and Options tables show them', async () => {
    const holdings = product.page.getByRole('table', { name: 'Current Holdings' });
    await holdings.locator('tr[data-symbol="MSFT"]').waitFor();
    expect(await holdings.locator('tr[data-symbol="AAPL"]').innerText()).toContain('$190.00');
    const options = product.page
      .getByRole('region', { name: 'Options Holdings' })
      .getByRole('table', { name: 'Options Holdings' });
    await options.locator('tr', { hasText: '590' }).waitFor();
    expect(await options.locator('tbody tr').count()).toBe(4);
    expect(await options.locator('tr', { hasText: '540' }).innerText()).toContain('-2');
    // The statement's Mark, stored as currentPrice, in the Mark column.
    expect(await options.locator('thead').innerText()).toContain('Mark');
    expect(await options.locator('tr', { hasText: '540' }).innerText()).toContain('$7.30');
    expect(await storedOptions()).toEqual([
      'QQQ CALL 520 12/18/2026 2 @12.4',
      'QQQ CALL 540 12/18/2026 -2 @6.1',
      'SPY PUT 590 11/27/2026 1 @3.2',
      'SPY PUT 600 11/27/2026 -1 @5.1',
    ]);
  });

  it('the same file again changes nothing', async () => {
    const before = await storedOptions();
    await dropFile(product.page, { name: 'positions.csv', text: STATEMENT });
    await preview().waitFor();
    expect(await preview().getByText('Unchanged: 2').isVisible()).toBe(true);
    expect(await preview().getByText('Unchanged options: 4').isVisible()).toBe(true);
    await preview().getByRole('button', { name: 'Import' }).click();
    await toast(product.page).filter({ hasText: 'Options: 0 new, 0 updated, 0 removed' }).waitFor();
    expect(await toast(product.page).innerText()).toContain('Updated: 0, New: 0, Removed: 0');
    expect(await storedOptions()).toEqual(before);
    expect(product.browser.pageErrors).toEqual([]);
  });
});

describe("student: the Options Positions show the statement's options", () => {
  it('lists the four legs read-only', async () => {
    await product.browser.context.clearCookies();
    await product.page.goto(`${product.server.url}/student/portfolio`);
    const region = product.page.getByRole('region', { name: 'Options Positions' });
    const table = product.page.getByRole('table', { name: 'Options Positions' });
    await table.locator('tr', { hasText: '590' }).waitFor();
    expect(await region.innerText()).toContain('4 positions');
    expect(await table.innerText()).toContain('SPY');
    expect(await table.innerText()).toContain('QQQ');
    expect(await table.locator('thead').innerText()).toContain('MARK');
    expect(await table.locator('tr', { hasText: '590' }).innerText()).toContain('$1.10');
  });
});
