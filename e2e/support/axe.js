// axe-core in the page under test. The source is evaluated through the DevTools protocol, so the
// app's Content-Security-Policy (script-src 'self') does not block it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {string | undefined} */
let axeSource;

/**
 * Accessibility violations of the page (or of the elements matching `include`), as readable lines.
 * @param {import('playwright-core').Page} page
 * @param {{ include?: string }} [options]
 * @returns {Promise<string[]>}
 */
export async function axeViolations(page, options = {}) {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    // @ts-expect-error axe is the global the source above defined
    const result = await window.axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return /** @type {{ id: string, impact: string, help: string, nodes: { target: string[] }[] }[]} */ (result.violations);
  }, options.include ?? null);
  return violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
