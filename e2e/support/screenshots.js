// The screenshot matrix every module's screenshot test walks: desktop and phone, light and dark,
// and opening a page in one theme (saved under 'theme' as a user's toggle would, then reloaded).
import { DESKTOP, PHONE } from './browser.js';

export const SCREENSHOT_SIZES = /** @type {const} */ ([
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
]);

export const THEMES = /** @type {const} */ (['light', 'dark']);

/**
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
}
