/**
 * Screenshots of the Trading Library for people to look at: both views, the course dialog and the
 * lesson dialog, at desktop (1440x900) and phone (390x844) width, light and dark, written to
 * e2e/screenshots/library-*.png. Each shot also checks that it shows what it should, that nothing
 * scrolls sideways, and that axe-core finds no violation (colour contrast of the badges included).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsIn } from '../support/axe-scope.js';
import { openBrowser, signIn } from '../support/browser.js';
import { openInTheme, SCREENSHOT_SIZES, THEMES } from '../support/screenshots.js';
import { seedLibrary } from '../support/library-seed.js';
import { SCREENSHOTS_DIR } from '../support/paths.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let seeded: Awaited<ReturnType<typeof seedLibrary>>;

beforeAll(async () => {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  server = await startTradeboard();
  seeded = await seedLibrary(server.url);
  browser = await openBrowser();
  page = browser.page;
  // Uploads, video and PDF rendering take longer than a click on a busy machine.
  browser.context.setDefaultTimeout(30_000);
  browser.context.setDefaultNavigationTimeout(60_000);
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// On phones the shell's stacked section carries the same name; the module's own region is the inner one.
const library = () => page.getByRole('region', { name: 'Trading Library' }).last();

async function openLibrary(
  role: 'admin' | 'student',
  viewport: { width: number; height: number },
  theme: (typeof THEMES)[number],
) {
  await openInTheme(page, `${server.url}/${role}/library`, viewport, theme);
  await library().getByRole('article', { name: seeded.courseTitle }).waitFor();
  await library()
    .locator('img')
    .first()
    .evaluate(
      (img: HTMLImageElement) =>
        img.complete || new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    );
  await page.waitForLoadState('networkidle');
}

/** Wait until a dialog's enter transition has finished (its container fully opaque). */
async function settled(dialog: ReturnType<Page['getByRole']>) {
  await expect
    .poll(() => dialog.evaluate((element) => getComputedStyle(element.parentElement ?? element).opacity))
    .toBe('1');
}

async function checkPage(viewport: { width: number }) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'page wider than the screen',
  ).toBeLessThanOrEqual(viewport.width);
}

describe.each(SCREENSHOT_SIZES)('$name', ({ name: size, viewport }) => {
  describe.each(THEMES)('%s', (theme) => {
    it.each(['admin', 'student'] as const)('%s library view', async (role) => {
      await openLibrary(role, viewport, theme);
      const file = path.join(SCREENSHOTS_DIR, `library-${role}-${size}-${theme}.png`);
      if (size === 'desktop') await page.screenshot({ path: file, fullPage: true });
      else await library().screenshot({ path: file });
      expect(await library().getByRole('button', { name: 'Add Course' }).count()).toBe(role === 'admin' ? 1 : 0);
      await checkPage(viewport);
      expect(await axeViolationsIn(page, library())).toEqual([]);
    });

    it('course dialog and lesson dialog', async () => {
      await openLibrary('student', viewport, theme);
      await library()
        .getByRole('button', { name: `2 lessons: open ${seeded.courseTitle}` })
        .click();
      const courseDialog = page.getByRole('dialog', { name: seeded.courseTitle });
      await courseDialog.getByRole('list', { name: 'Course Lessons' }).waitFor();
      await settled(courseDialog);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `library-course-dialog-${size}-${theme}.png`) });
      expect(await axeViolationsIn(page, courseDialog)).toEqual([]);

      await courseDialog.getByRole('button', { name: `1. ${seeded.lessonTitle}` }).click();
      const lessonDialog = page.getByRole('dialog', { name: seeded.lessonTitle });
      await lessonDialog
        .locator('video')
        .evaluate(
          (video: HTMLVideoElement) =>
            video.readyState >= 2 ||
            new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true })),
        );
      await settled(lessonDialog);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `library-lesson-dialog-${size}-${theme}.png`) });
      expect(await axeViolationsIn(page, lessonDialog)).toEqual([]);
      await checkPage(viewport);
    });
  });
});
