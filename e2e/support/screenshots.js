// The screenshot matrix every module's screenshot test walks: desktop and phone, light and dark,
// and opening a page in one theme (saved under 'theme' as a user's toggle would, then reloaded).
import { DESKTOP, PHONE, waitForHydrated } from './browser.js';

export const SCREENSHOT_SIZES = /** @type {const} */ ([
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
]);

export const THEMES = /** @type {const} */ (['light', 'dark']);

/**
 * Opens `url` in `theme` at `viewport` and waits until the page is hydrated (live, one layout).
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {{ width: number, height: number }} viewport
 * @param {'light' | 'dark'} theme
 */
export async function openInTheme(page, url, viewport, theme) {
  await page.setViewportSize(viewport);
  await page.goto(url);
  await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
  await page.reload();
  await waitForHydrated(page);
}

/**
 * A screenshot of what a test shows: the whole page on a desktop; on a phone, where every module
 * is stacked on one page, only the section `section` (a selector) from its top to its bottom.
 * @param {import('playwright-core').Page} page
 * @param {string} file
 * @param {{ size: 'desktop' | 'phone', viewport: { width: number, height: number }, section: string }} options
 */
export async function screenshotView(page, file, { size, viewport, section }) {
  if (size === 'desktop') {
    await page.screenshot({ path: file, fullPage: true });
    return;
  }
  const box = await page.locator(section).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
  await page.screenshot({
    path: file,
    fullPage: true,
    clip: { x: 0, y: Math.floor(box.top), width: viewport.width, height: Math.ceil(box.bottom - box.top) },
  });
}
