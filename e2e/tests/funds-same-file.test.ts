/**
 * Issue 23: the Fund Holdings CSV zone takes the same statement again. A file input keeps its value,
 * so choosing the same file twice fired no change event: after Cancel of the preview (or after an
 * import) nothing happened until a reload. The kit's drop zone now empties its input once read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toast } from '../support/browser.js';
import { csvZone, thinkorswimSample } from '../support/funds.js';
import { useProductPage } from '../support/product-page.js';

const product = useProductPage({ signedIn: true });
let statement: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  statement = { name: 'positions.csv', mimeType: 'text/csv', buffer: Buffer.from(await thinkorswimSample()) };
  await product.page.getByRole('tab', { name: 'Fund Holdings' }).click();
});

const preview = () => product.page.getByRole('dialog', { name: 'Import Preview' });

/** Choose the statement the way a person does: 'Choose file', then the browser's file picker. */
async function chooseStatement() {
  const [chooser] = await Promise.all([
    product.page.waitForEvent('filechooser'),
    csvZone(product.page).getByRole('button', { name: 'Choose file' }).click(),
  ]);
  await chooser.setFiles(statement);
  await preview().waitFor();
}

/** The zone's file input holds no file once the pick was read (else the same pick changes nothing). */
const inputValue = () => product.page.locator('input[type="file"][aria-label="Holdings CSV file"]').inputValue();

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

  it('after an import, the same file again opens the preview (nothing new, 4 unchanged)', async () => {
    await preview().getByRole('button', { name: 'Import' }).click();
    await toast(product.page).filter({ hasText: 'CSV Import Successful' }).waitFor();
    await preview().waitFor({ state: 'hidden' });

    await chooseStatement();
    // Issue 27: the same figures again are 'Unchanged', not 'Updated'.
    expect(await preview().getByText('Unchanged: 4').isVisible()).toBe(true);
    expect(await preview().getByText('Updated: 0').isVisible()).toBe(true);
    expect(await preview().getByText('New: 0').isVisible()).toBe(true);
    await preview().getByRole('button', { name: 'Cancel' }).click();
    expect(product.browser.pageErrors).toEqual([]);
  });
});
