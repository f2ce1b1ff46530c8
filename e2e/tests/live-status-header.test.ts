/**
 * The header's live status (issue 24) at 390 px and 1280 px, light and dark: 'Live' when the
 * stream is up, 'Reconnecting…' when /api/events is unreachable, the same width either way (no
 * layout shift), the student header's controls on one row on a phone, axe-clean. Screenshots of
 * the header go to e2e/screenshots/live-status-*.png.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { openBrowser, PHONE } from '../support/browser.js';
import { SCREENSHOTS_DIR } from '../support/paths.js';
import { openInTheme, THEMES } from '../support/screenshots.js';
import { startTradeboard, type TradeboardServer } from '../support/server.js';

const LAPTOP = { width: 1280, height: 800 };
const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'laptop', viewport: LAPTOP },
] as const;

let server: TradeboardServer;

beforeAll(async () => {
  server = await startTradeboard();
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
});

afterAll(async () => {
  await server?.stop();
});

/** The header's box, the status's box, and the tops of the header's controls (buttons, chip, status). */
async function measure(page: Page) {
  return page.locator('header').evaluate((header) => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { top: Math.round(rect.top), width: Math.round(rect.width), height: Math.round(rect.height) };
    };
    const status = header.querySelector<HTMLElement>('[data-testid="live-status"]');
    const controls = [...header.querySelectorAll('button, .MuiChip-root, [data-testid="live-status"]')];
    return {
      header: box(header),
      status: status ? box(status) : null,
      /** The text and dot fit the fixed width (nothing squeezed or spilling out). */
      statusFits: status ? status.scrollWidth <= status.clientWidth : false,
      controlCentres: controls.map((control) => {
        const rect = control.getBoundingClientRect();
        return Math.round(rect.top + rect.height / 2);
      }),
    };
  });
}

describe.each(SIZES)('the student header at $name size', ({ name, viewport }) => {
  it.each(THEMES)('%s: Live and Reconnecting… take the same room, on one row of controls', async (theme) => {
    const live = await openBrowser({ viewport, colorScheme: theme });
    const blocked = await openBrowser({ viewport, colorScheme: theme });
    try {
      await blocked.context.route('**/api/events', (route) => route.abort());
      await openInTheme(live.page, `${server.url}/student`, viewport, theme);
      await openInTheme(blocked.page, `${server.url}/student`, viewport, theme);
      await live.page
        .getByTestId('live-status')
        .filter({ hasText: /^Live$/ })
        .waitFor();
      await blocked.page.getByTestId('live-status').filter({ hasText: 'Reconnecting…' }).waitFor();
      await live.page.getByText('Student Access').waitFor();
      await blocked.page.getByText('Student Access').waitFor();

      const connected = await measure(live.page);
      const reconnecting = await measure(blocked.page);
      expect(connected.status).not.toBeNull();
      expect(connected.status?.width).toBe(reconnecting.status?.width);
      expect([connected.statusFits, reconnecting.statusFits]).toEqual([true, true]);
      expect(connected.header.height).toBe(reconnecting.header.height);
      // Every control sits on one line (a wrapped control would be a row lower).
      const centres = new Set(connected.controlCentres);
      expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(4);

      await live.page
        .locator('header')
        .screenshot({ path: path.join(SCREENSHOTS_DIR, `live-status-${name}-${theme}.png`) });
      await blocked.page
        .locator('header')
        .screenshot({ path: path.join(SCREENSHOTS_DIR, `live-status-${name}-${theme}-reconnecting.png`) });
      expect(await axeViolations(live.page, 'header')).toEqual([]);
      expect(await axeViolations(blocked.page, 'header')).toEqual([]);
    } finally {
      await live.close();
      await blocked.close();
    }
  });
});
