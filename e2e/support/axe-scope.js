// axe-core on one part of the page given as a locator (a module's region, an open dialog).
import { axeViolations } from './axe.js';

const MARK = 'data-axe-scope';

/** @param {import('playwright-core').Page} page @param {import('playwright-core').Locator} scope */
export async function axeViolationsIn(page, scope) {
  await scope.evaluate((element, mark) => element.setAttribute(mark, ''), MARK);
  try {
    return await axeViolations(page, `[${MARK}]`);
  } finally {
    await scope.evaluate((element, mark) => element.removeAttribute(mark), MARK).catch(() => {});
  }
}
