/**
 * Issue 27: a thinkorswim *Account* Statement (its sections: cash, order and trade history,
 * Equities, Options, Futures, Profits and Losses, Account Summary) in real chromium against the
 * real server: recognised by its title, the positions read from Equities and Options with their
 * trade prices (never the trade-history rows at price 0), imported, and shown with their marks.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toast } from '../support/browser.js';
import { dropFile } from '../support/funds.js';
import { REPO_ROOT } from '../support/paths.js';
import { useProductPage } from '../support/product-page.js';

const FIXTURE = path.join(REPO_ROOT, 'apps/funds/src/lib/csv/fixtures/brokers/thinkorswim-account-statement.csv');

const product = useProductPage({ signedIn: true });

beforeAll(async () => {
  await product.page.getByRole('tab', { name: 'Fund Holdings' }).click();
});

const preview = () => product.page.getByRole('dialog', { name: 'Import Preview' });
const rowsOf = (table: ReturnType<Page['getByRole']>) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ')));

describe('a thinkorswim Account Statement', () => {
  it('is read as one, its Equities and Options sections previewed with their trade prices', async () => {
    await dropFile(product.page, { name: 'AccountStatement.csv', text: await readFile(FIXTURE, 'utf8') });
    await preview().waitFor();
    expect(await preview().getByLabel('File layout').inputValue()).toBe('tdaAccount');
    expect(await rowsOf(preview().getByRole('table', { name: 'New', exact: true }))).toEqual([
      'AAPL 100 $150.25',
      'MSFT 25 $380.00',
      'SCHD 12 $75.20',
    ]);
    expect(await rowsOf(preview().getByRole('table', { name: 'New options' }))).toEqual([
      'SPY PUT 560 12/18/2026 -1 $3.10',
      'SPY PUT 555 12/18/2026 1 $1.90',
      'QQQ CALL 500 01/15/2027 2 $12.35',
      'SPX PUT 5800 11/20/2026 -1 $8.50',
    ]);
  });

  it('imports them: the holdings at their trade price, the options with their Mark', async () => {
    await preview().getByRole('button', { name: 'Import' }).click();
    await toast(product.page).filter({ hasText: 'CSV Import Successful' }).waitFor();
    expect(await toast(product.page).innerText()).toContain('Options: 4 new, 0 updated, 0 removed');
    const holdings = product.page.getByRole('table', { name: 'Current Holdings' });
    await holdings.locator('tr[data-symbol="AAPL"]').waitFor();
    expect(await holdings.locator('tr[data-symbol="AAPL"]').innerText()).toContain('$150.25');
    const options = product.page
      .getByRole('region', { name: 'Options Holdings' })
      .getByRole('table', { name: 'Options Holdings' });
    await options.locator('tr', { hasText: '$5,800.00' }).waitFor();
    expect(await options.locator('tr', { hasText: '560' }).innerText()).toContain('$2.40');
    expect(product.browser.pageErrors).toEqual([]);
  });
});
