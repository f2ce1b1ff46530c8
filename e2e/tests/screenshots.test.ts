/**
 * Screenshots of the admin and student heat map at desktop (1440x900) and phone (390x844) width,
 * light and dark, written to e2e/screenshots/ for people to look at. Each shot also checks what a
 * reviewer would check first: the watchlist is there, the theme applied to the shell and the
 * module, nothing scrolls sideways, and the trend and range labels are readable.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { openBrowser, signIn, waitForSettledPage } from '../support/browser.js';
import { openInTheme, SCREENSHOT_SIZES, THEMES } from '../support/screenshots.js';
import { blend, contrastRatio, isDark } from '../support/colors.js';
import { SCREENSHOTS_DIR } from '../support/paths.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

/** WCAG AA for normal-size text. */
const MIN_TEXT_CONTRAST = 4.5;

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks(SAMPLE_WATCHLIST);
  browser = await openBrowser();
  page = browser.page;
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Text colour against the nearest opaque background, for every trend chip and range label in the watchlist. */
async function labelContrasts() {
  const samples = await page.locator('[data-symbol]').evaluateAll((rows) => {
    const opaqueBackground = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (color && !/rgba\(.*,\s*0\)$/.test(color) && color !== 'transparent') return color;
      }
      return 'rgb(255, 255, 255)';
    };
    return rows.flatMap((row) =>
      [...row.querySelectorAll('.MuiChip-label, .MuiTypography-root')]
        .filter(
          (label) =>
            label.classList.contains('MuiChip-label') ||
            /^(Discount Range|Fair Value|Premium Range)$/.test(label.textContent ?? ''),
        )
        .map((label) => ({
          text: label.textContent ?? '',
          color: getComputedStyle(label).color,
          background: opaqueBackground(label),
        })),
    );
  });
  return samples.map((sample) => ({
    ...sample,
    ratio: contrastRatio(blend(sample.color, sample.background), sample.background),
  }));
}

// The dashboards' first tab is the heat map (a deep link would scroll a phone to the section).
const shots = [
  { role: 'admin', path: '/admin' },
  { role: 'student', path: '/student' },
] as const;

describe.each(shots)('$role heat map', ({ role, path: pagePath }) => {
  describe.each(SCREENSHOT_SIZES)('$name', ({ name: size, viewport }) => {
    it.each(THEMES)('%s', async (theme) => {
      await openInTheme(page, `${server.url}${pagePath}`, viewport, theme);
      const watchlist = page.getByRole(size === 'desktop' ? 'table' : 'list', { name: 'Weekly Watchlist' });
      // On a phone the admin's widgets push the heat map below the first screen: it loads when scrolled to.
      if (role === 'admin' && size !== 'desktop') await page.locator('#section-heatmap').scrollIntoViewIfNeeded();
      await watchlist.locator(`[data-symbol="${SAMPLE_WATCHLIST[0].symbol}"]`).waitFor();
      expect(await watchlist.locator('[data-symbol]').count()).toBe(SAMPLE_WATCHLIST.length);
      // Back to the top, so the sticky header is where a full-page screenshot expects it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitForSettledPage(page);

      const file = path.join(SCREENSHOTS_DIR, `${role}-heatmap-${size}-${theme}.png`);
      if (size === 'desktop') {
        await page.screenshot({ path: file, fullPage: true });
      } else {
        // Phones stack every module: keep the page from its top to the end of the heat map section.
        const bottom = await page
          .locator('#section-heatmap')
          .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y: 0, width: viewport.width, height: Math.ceil(bottom) },
        });
      }

      const bodyBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const cardBackground = await page
        .getByRole('region', { name: 'Weekly Watchlist' })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(isDark(bodyBackground)).toBe(theme === 'dark');
      expect(isDark(cardBackground)).toBe(theme === 'dark');

      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page wider than the screen',
      ).toBeLessThanOrEqual(viewport.width);

      const contrasts = await labelContrasts();
      const unreadable = contrasts.filter((sample) => sample.ratio < MIN_TEXT_CONTRAST);
      expect([
        ...new Set(
          unreadable.map(
            ({ text, color, background, ratio }) => `${text}: ${color} on ${background} = ${ratio.toFixed(2)}:1`,
          ),
        ),
      ]).toEqual([]);
    });
  });
});
