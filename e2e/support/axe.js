// axe-core in the page under test. The source is evaluated through the DevTools protocol, so the
// app's Content-Security-Policy (script-src 'self') does not block it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {string | undefined} */
let axeSource;
const MARK = 'data-axe-scope';

/**
 * Accessibility violations inside `scope` (a locator, e.g. one module's region or an open dialog),
 * or of the whole page, as readable lines.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} [scope]
 * @returns {Promise<string[]>}
 */
export async function axeViolations(page, scope) {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  if (scope) await scope.evaluate((element, mark) => element.setAttribute(mark, ''), MARK);
  try {
    const violations = await page.evaluate(async (selector) => {
      // @ts-expect-error axe is the global the source above defined
      const result = await window.axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] });
      return /** @type {{ id: string, impact: string, help: string, nodes: { target: string[] }[] }[]} */ (result.violations);
    }, scope ? `[${MARK}]` : null);
    return violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  } finally {
    if (scope) await scope.evaluate((element, mark) => element.removeAttribute(mark), MARK).catch(() => {});
  }
}
