// Helpers of the funds browser tests: the broker statements they import, a real drop on the CSV zone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';

export { brokerStatement, optionsStatement } from '@tradeboard/funds/bench/brokerStatement.js';

/** The shared thinkorswim sample (also the parser's whole-file fixture). */
export function thinkorswimSample() {
  return readFile(path.join(REPO_ROOT, 'apps/funds/src/lib/csv/fixtures/thinkorswim-positions.csv'), 'utf8');
}

/**
 * The holdings CSV drop zone (the kit's DropZone: a group named after its label, with a 'Choose file' button).
 * @param {import('playwright-core').Page} page
 */
export function csvZone(page) {
  return page.getByRole('group', { name: 'Holdings CSV file: drop zone' });
}

/**
 * Drop a file on the holdings CSV zone the way a browser does: a drop event whose DataTransfer holds a File.
 * @param {import('playwright-core').Page} page
 * @param {{ name: string, text: string, type?: string }} file
 */
export async function dropFile(page, file) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type }));
      return transfer;
    },
    { type: 'text/csv', ...file },
  );
  // The zone takes a drop once react-dropzone has arrived (until then it is inert: its input disabled).
  await csvZone(page).locator('input[type="file"]:enabled').waitFor({ state: 'attached' });
  await csvZone(page).dispatchEvent('drop', { dataTransfer });
}
