// axe-core in the page under test: the accessibility violations of the page, or of one part of it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let source;

/** Page-level rules, left to the shell when only a module's part of the page is checked. */
const PAGE_RULES = {
  'landmark-one-main': { enabled: false },
  region: { enabled: false },
  'page-has-heading-one': { enabled: false },
};

/**
 * Waits for the finite animations and transitions running on the page (a dialog's fade-in, a
 * collapse): axe measures contrast with the opacity of that moment, so a half-faded dialog would
 * report text it does not have. Endless ones (spinners) are left running.
 * @param {import('playwright-core').Page} page
 */
async function settleTransitions(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} [selector] limit the check to the elements it matches (a module's slots, an open dialog)
 * @param {string[]} [exclude] parts left out (another package's known findings, reported there)
 * @returns {Promise<string[]>} one line per violation: rule, impact, and the first offending elements
 */
export async function axeViolations(page, selector, exclude = []) {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the devtools protocol: the page's CSP (script-src 'self') blocks an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  await settleTransitions(page);
  return page.evaluate(
    async ({ context, rules, skip }) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe: axe-core is not loaded in the page');
      // A check of nothing would pass: the part must be on the page.
      if (context && document.querySelectorAll(context).length === 0)
        throw new Error(`axe: nothing matches ${context}`);
      /** @type {import('axe-core').RunOptions} */
      const options = context ? { resultTypes: ['violations'], rules } : { resultTypes: ['violations'] };
      const result = await axe.run(context ? { include: [context], exclude: skip } : document, options);
      return result.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      );
    },
    { context: selector ?? null, rules: PAGE_RULES, skip: exclude },
  );
}
