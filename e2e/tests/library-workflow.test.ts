/**
 * The Trading Library end to end, as new users would use it: the admin creates a course, adds a
 * lesson with an uploaded MP4 and PDF (real uploads with progress), watches the video seek and the
 * PDF show inline, creates and deletes a document (with the confirm prompt); then a student searches,
 * filters, opens the lesson, marks it complete, sees the progress after a reload, and finds no
 * management control. Every page and dialog on the way passes axe-core.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { axeViolationsIn } from '../support/axe-scope.js';
import { openBrowser, signIn, toast } from '../support/browser.js';
import { E2E_DIR, TMP_DIR } from '../support/paths.js';
import { samplePdf } from '../support/pdf.js';
import { startUploadGateProxy } from '../support/upload-gate-proxy.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

const COURSE = 'Options Foundations';
const LESSON = 'Reading an option chain';
const DOCUMENT = 'Pre-market checklist';
/** A 6-second 160x90 H.264 MP4 (made once with ffmpeg; committed, so the test needs no ffmpeg). */
const VIDEO_FILE = path.join(E2E_DIR, 'fixtures/lesson-video.mp4');
const PDF = samplePdf('Option chain cheat sheet');

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let bigVideo: Awaited<ReturnType<typeof paddedVideo>>;

async function expectToast(title: string, description?: string) {
  const visible = toast(page).filter({ hasText: title });
  await visible.waitFor();
  if (description) expect(await visible.textContent()).toContain(description);
}

/** The library module (or one of its dialogs) has no axe-core violation. */
async function expectAccessible(scope: Locator = library()) {
  expect(await axeViolationsIn(page, scope)).toEqual([]);
}

const library = () => page.getByRole('region', { name: 'Trading Library' });

/** Records every aria-valuenow a progress bar shows, in window.__uploadProgress. */
async function recordProgressValues() {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { __uploadProgress: seen });
    const record = (element: Element) => {
      if (element.getAttribute('role') === 'progressbar' && element.hasAttribute('aria-valuenow'))
        seen.push(Number(element.getAttribute('aria-valuenow')));
    };
    new MutationObserver((records) => {
      for (const change of records) {
        if (change.type === 'attributes') record(change.target as Element);
        for (const node of change.addedNodes)
          if (node instanceof Element) [node, ...node.querySelectorAll('[role="progressbar"]')].forEach(record);
      }
    }).observe(document.body, { attributes: true, attributeFilter: ['aria-valuenow'], subtree: true, childList: true });
  });
}

/**
 * The MP4 fixture with a 24 MB 'free' box appended (still a valid MP4): bigger than the sockets'
 * buffers, so the upload can be watched. Written to a file, which the browser reads itself.
 */
async function paddedVideo(): Promise<{ file: string; bytes: Buffer }> {
  const padding = Buffer.alloc(24 * 1024 * 1024);
  padding.writeUInt32BE(padding.length, 0);
  padding.write('free', 4, 'latin1');
  const bytes = Buffer.concat([await readFile(VIDEO_FILE), padding]);
  await mkdir(TMP_DIR, { recursive: true });
  const file = path.join(await mkdtemp(path.join(TMP_DIR, 'library-')), 'lesson-video.mp4');
  await writeFile(file, bytes);
  return { file, bytes };
}

beforeAll(async () => {
  server = await startTradeboard();
  bigVideo = await paddedVideo();
  browser = await openBrowser();
  page = browser.page;
  // Uploads, video and PDF rendering take longer than a click on a busy machine.
  browser.context.setDefaultTimeout(30_000);
  browser.context.setDefaultNavigationTimeout(60_000);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (bigVideo) await rm(path.dirname(bigVideo.file), { recursive: true, force: true });
});

describe('admin', () => {
  it('opens the empty library and creates the first course', async () => {
    await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    await page.goto(`${server.url}/admin/library`);
    await library().getByText('Start building your trading course library').waitFor();
    await expectAccessible();

    await library().getByRole('button', { name: 'Add Your First Course' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Course' });
    await form.waitFor();
    await expectAccessible(form);
    await form.getByLabel('Course Title').fill(COURSE);
    await form.getByLabel('Description').fill('Calls, puts and how to read a chain.');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Options', exact: true }).click();
    await form.getByLabel('Duration').fill('2 hours');
    await form.getByRole('button', { name: 'Create Course' }).click();

    await expectToast('Course Created', COURSE);
    await form.waitFor({ state: 'hidden' });
    const card = library().getByRole('article', { name: COURSE });
    await card.getByText('2 hours').waitFor();
    expect(await card.getByRole('button', { name: /lessons/ }).textContent()).toBe('0 lessons');
  });

  it('adds a lesson with an uploaded MP4 and PDF, showing real upload progress', async () => {
    // Through a proxy that holds the upload back at byte counts the test chooses: the bar must stop at a
    // value between 0 and 100 and move on when more bytes pass, on a quiet or a busy machine alike.
    const proxy = await startUploadGateProxy(server.url, 'POST /api/trading-library/upload');
    try {
      await page.goto(`${proxy.url}/admin/library`);
      await library()
        .getByRole('button', { name: `0 lessons: open ${COURSE}` })
        .click();
      const courseDialog = page.getByRole('dialog', { name: COURSE });
      await courseDialog.getByText('No lessons added yet').waitFor();
      await courseDialog.getByRole('button', { name: 'Add Lesson' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Lesson' });
      await form.waitFor();
      await expectAccessible(form);

      await form.getByLabel('Lesson Title').fill(LESSON);
      await form.getByLabel('Content').fill('Strike, expiry and premium.\nThen the Greeks.');
      await form.getByLabel('Duration').fill('15 minutes');

      // The API stores only a file sent in the field its endpoint names ('video' or 'pdf'), so a 201 proves the field.
      const uploads: { path: string; status: number }[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/trading-library/')) uploads.push({ path: pathname, status: response.status() });
      });
      await recordProgressValues();
      await form.locator('input[type="file"][accept*=".mp4"]:enabled').setInputFiles(bigVideo.file);
      const bar = form.getByRole('progressbar', { name: 'Uploading lesson-video.mp4' });
      await bar.waitFor();
      await form.getByText('lesson-video.mp4').waitFor();
      // Two steps of 2 MB (8% of the file each): the bar shows two different values short of 100.
      const held: number[] = [];
      for (const step of [1, 2]) {
        proxy.openTo(step * 2 * 1024 * 1024);
        await expect
          .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
          .toSatisfy((value: number) => value > 0 && value < 100 && !held.includes(value));
        held.push(Number(await bar.getAttribute('aria-valuenow')));
      }
      proxy.openTo(Infinity);
      await form.getByRole('button', { name: 'Remove lesson-video.mp4' }).waitFor({ timeout: 30_000 });
      await form
        .locator('input[type="file"][accept*=".pdf"]:enabled')
        .setInputFiles({ name: 'option-chain.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('button', { name: 'Remove option-chain.pdf' }).waitFor();

      const progress = await page.evaluate(
        () => (window as unknown as { __uploadProgress: number[] }).__uploadProgress,
      );
      expect(
        progress.filter((value) => value > 0 && value < 100).length,
        `progress values seen: ${progress.join(', ')}`,
      ).toBeGreaterThanOrEqual(2);
      expect(uploads).toEqual([
        { path: '/api/trading-library/upload-video', status: 201 },
        { path: '/api/trading-library/upload-pdf', status: 201 },
      ]);

      await form.getByRole('button', { name: 'Create Lesson' }).click();
      await expectToast('Lesson Created', LESSON);
      await form.waitFor({ state: 'hidden' });
      await courseDialog.getByRole('button', { name: `1. ${LESSON}` }).waitFor();
    } finally {
      await proxy.close();
    }
  });

  it('plays the uploaded video, which can seek, and shows the PDF inline', async () => {
    await page.goto(`${server.url}/admin/library`, { waitUntil: 'domcontentloaded' });
    await library()
      .getByRole('button', { name: `1 lesson: open ${COURSE}` })
      .click();
    const courseDialog = page.getByRole('dialog', { name: COURSE });
    await courseDialog.getByRole('button', { name: `1. ${LESSON}` }).click();
    const lessonDialog = page.getByRole('dialog', { name: LESSON });
    await lessonDialog.getByText('15 minutes').waitFor();
    await lessonDialog.getByText('Strike, expiry and premium.\nThen the Greeks.').waitFor();

    const video = lessonDialog.locator('video');
    // The stored key, then the uploaded file's own name (issue 28).
    expect(await video.getAttribute('src')).toMatch(/^\/uploads\/videos\/[0-9a-f]{32}\.mp4\/[^/]+\.mp4$/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(6);
    const seeked = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
          element.currentTime = 4;
        }),
    );
    expect(seeked).toBeCloseTo(4, 0);

    const stored = (await (await fetch(`${server.url}/api/lessons`)).json()) as {
      videoUrl: string;
      attachments: string[];
    }[];
    expect(stored).toHaveLength(1);
    expect(
      Buffer.from(await (await fetch(new URL(stored[0]!.videoUrl, server.url))).arrayBuffer()).equals(bigVideo.bytes),
    ).toBe(true);
    const ranged = await fetch(new URL(stored[0]!.videoUrl, server.url), { headers: { Range: 'bytes=100-199' } });
    expect([ranged.status, (await ranged.arrayBuffer()).byteLength]).toEqual([206, 100]);

    const pdfUrl = stored[0]!.attachments[0]!;
    const name = pdfUrl.split('/').pop()!;
    // The student sees the admin's file name, not the stored one (issue 28).
    expect(name).toBe('option-chain.pdf');
    const view = lessonDialog.getByRole('link', { name: `View ${name}` });
    expect([await view.getAttribute('href'), await view.getAttribute('target')]).toEqual([pdfUrl, '_blank']);
    const frame = lessonDialog.locator(`iframe[title="PDF: ${name}"]`);
    expect(await frame.getAttribute('src')).toBe(pdfUrl);
    // Chromium's PDF viewer renders it: the framed document is the PDF (application/pdf), not an error page.
    await expect
      .poll(async () =>
        (await (await frame.elementHandle())?.contentFrame())?.evaluate(() => document.contentType).catch(() => null),
      )
      .toBe('application/pdf');
    await expectAccessible(lessonDialog);
    await lessonDialog.getByRole('button', { name: 'Close' }).click();
    await courseDialog.getByRole('button', { name: 'Close' }).click();
  });

  it('creates a document, then deletes it after the confirm prompt', async () => {
    await page.goto(`${server.url}/admin/library`);
    await library().getByRole('tab', { name: 'Documentation (0)' }).click();
    await library().getByRole('button', { name: 'Add Your First Document' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Documentation' });
    await form.getByLabel('Document Title').fill(DOCUMENT);
    await form.getByLabel('Content').fill('1. Check futures\n2. Check the watchlist');
    await form.getByRole('button', { name: 'Create Document' }).click();
    await expectToast('Document Created', DOCUMENT);
    const card = library().getByRole('article', { name: DOCUMENT });
    await card.getByText('SOP').waitFor();
    await library().getByRole('tab', { name: 'Documentation (1)' }).waitFor();

    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await card.getByRole('button', { name: `Delete document ${DOCUMENT}` }).click();
    await expectToast('Document Deleted', DOCUMENT);
    expect(prompts).toEqual([`Are you sure you want to delete "${DOCUMENT}"? This action cannot be undone.`]);
    await library().getByText('No documentation found').waitFor();
    expect(await (await fetch(`${server.url}/api/documentation`)).json()).toEqual([]);
  });
});

describe('student', () => {
  beforeAll(async () => {
    // More to search through: a second course and a document.
    const api = await adminClient(server.url);
    await api.send('POST', '/api/courses', {
      title: 'Managing Risk',
      description: 'Stops and sizing',
      category: 'Risk Management',
      difficulty: 'Advanced',
    });
    await api.send('POST', '/api/documentation', {
      title: 'Risk rules',
      content: 'Never risk more than 1% of the account on a trade.',
      category: 'Risk Management',
    });
  });

  it('searches and filters the library', async () => {
    await page.goto(`${server.url}/student/library`);
    await library().getByRole('article', { name: COURSE }).waitFor();
    await library().getByRole('tab', { name: 'Courses (2)' }).waitFor();
    await expectAccessible();

    await library().getByRole('searchbox', { name: 'Search' }).fill('CHAIN');
    await library().getByRole('tab', { name: 'Courses (1)' }).waitFor();
    await library().getByRole('tab', { name: 'Documentation (0)' }).waitFor();
    await library().getByRole('searchbox', { name: 'Search' }).fill('');

    await library().getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Risk Management' }).click();
    await library().getByRole('tab', { name: 'Courses (1)' }).waitFor();
    await library().getByRole('tab', { name: 'Documentation (1)' }).waitFor();
    expect(
      await library()
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))),
    ).toEqual(['Managing Risk']);

    await library().getByRole('combobox', { name: 'Difficulty' }).click();
    await page.getByRole('option', { name: 'Beginner' }).click();
    await library().getByText('Try adjusting your filters').waitFor();
  });

  it('opens the lesson, marks it complete and sees the progress after a reload', async () => {
    await page.goto(`${server.url}/student/library`);
    const card = library().getByRole('article', { name: COURSE });
    await card.getByText('0 of 1 lessons done').waitFor();
    await card.getByRole('button', { name: `1 lesson: open ${COURSE}` }).click();
    const courseDialog = page.getByRole('dialog', { name: COURSE });
    await courseDialog.getByRole('button', { name: `1. ${LESSON}` }).click();
    const lessonDialog = page.getByRole('dialog', { name: LESSON });
    await lessonDialog.locator('video').waitFor();
    await lessonDialog.getByRole('button', { name: 'Mark as complete' }).click();
    await lessonDialog.getByRole('button', { name: 'Completed' }).waitFor();

    await page.reload();
    await library().getByRole('article', { name: COURSE }).getByText('1 of 1 lessons done').waitFor();
    expect(
      await library().getByRole('article', { name: COURSE }).getByRole('progressbar').getAttribute('aria-valuenow'),
    ).toBe('100');
  });

  it('finds no management control', async () => {
    await page.goto(`${server.url}/student/library`);
    await library().getByRole('article', { name: COURSE }).waitFor();
    expect(
      await library()
        .getByRole('button', { name: /Add Course|Add Your First|Delete|Edit/ })
        .count(),
    ).toBe(0);
    expect(await library().getByRole('switch', { name: 'Student view' }).count()).toBe(0);
    await library()
      .getByRole('button', { name: `1 lesson: open ${COURSE}` })
      .click();
    const courseDialog = page.getByRole('dialog', { name: COURSE });
    const addLesson = courseDialog.getByRole('button', { name: 'Add Lesson' });
    expect(await addLesson.getAttribute('aria-disabled')).toBe('true');
    await addLesson.hover();
    await page.getByRole('tooltip', { name: 'Only the admin can add lessons' }).waitFor();
    expect(await courseDialog.getByRole('button', { name: /Edit|Move|Delete/ }).count()).toBe(0);
    await courseDialog.getByRole('button', { name: 'Close' }).click();
    await courseDialog.waitFor({ state: 'hidden' });

    await library().getByRole('tab', { name: 'Documentation (1)' }).click();
    await library().getByRole('article', { name: 'Risk rules' }).waitFor();
    expect(
      await library()
        .getByRole('button', { name: /Add Documentation|Add Your First|Delete/ })
        .count(),
    ).toBe(0);
  });
});
