// A small, realistic library for screenshots and benches: courses in several categories and
// difficulties (one with an uploaded thumbnail), lessons with an uploaded video and PDF, and documents.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { adminClient } from './api.js';
import { E2E_DIR } from './paths.js';
import { samplePdf } from './pdf.js';
import { chartPng } from './png.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server.js';

const LESSON_VIDEO = path.join(E2E_DIR, 'fixtures/lesson-video.mp4');

/**
 * Multipart upload as the admin. @param {string} baseUrl @param {string} cookie
 * @param {string} endpoint @param {string} field @param {Blob} blob @param {string} name
 */
async function upload(baseUrl, cookie, endpoint, field, blob, name) {
  const form = new FormData();
  form.append(field, blob, name);
  const response = await fetch(`${baseUrl}${endpoint}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: baseUrl },
    body: form,
  });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
  return /** @type {Promise<Record<string, string>>} */ (response.json());
}

/** @param {string} baseUrl */
async function sessionCookie(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  return login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** @param {string} baseUrl @returns {Promise<{ courseTitle: string, lessonTitle: string }>} */
export async function seedLibrary(baseUrl) {
  const api = await adminClient(baseUrl);
  const cookie = await sessionCookie(baseUrl);
  const thumbnail = await upload(
    baseUrl,
    cookie,
    '/api/upload-image',
    'image',
    new Blob([new Uint8Array(chartPng(320, 140))], { type: 'image/png' }),
    'thumb.png',
  );
  const video = await upload(
    baseUrl,
    cookie,
    '/api/trading-library/upload-video',
    'video',
    new Blob([new Uint8Array(await readFile(LESSON_VIDEO))], { type: 'video/mp4' }),
    'lesson.mp4',
  );
  const pdf = await upload(
    baseUrl,
    cookie,
    '/api/trading-library/upload-pdf',
    'pdf',
    new Blob([new Uint8Array(samplePdf('Option chain cheat sheet'))], { type: 'application/pdf' }),
    'cheat-sheet.pdf',
  );

  const options = await api.send('POST', '/api/courses', {
    title: 'Options Foundations',
    description: 'Calls, puts, strikes and expiries: how to read an option chain and size a first position.',
    category: 'Options',
    difficulty: 'Beginner',
    duration: '2 hours',
    thumbnailUrl: thumbnail.imageUrl,
  });
  await api.send('POST', '/api/courses', {
    title: 'Managing Risk',
    description: 'Stops, sizing and the 1% rule.',
    category: 'Risk Management',
    difficulty: 'Advanced',
  });
  await api.send('POST', '/api/courses', {
    title: 'Reading Charts',
    description: 'Support, resistance and trend structure.',
    category: 'Technical Analysis',
    difficulty: 'Intermediate',
    duration: '90 minutes',
  });
  const lessonTitle = 'Reading an option chain';
  await api.send('POST', '/api/lessons', {
    courseId: options.id,
    title: lessonTitle,
    description: 'Where to find strike, expiry, bid and ask.',
    content:
      'Open the chain for the ticker.\nPick the expiry first, then the strike.\n\nWatch the spread between bid and ask.',
    videoUrl: video.fileUrl,
    attachments: [pdf.fileUrl],
    duration: '15 minutes',
    orderIndex: 0,
  });
  await api.send('POST', '/api/lessons', {
    courseId: options.id,
    title: 'Calls versus puts',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    duration: '10 minutes',
    orderIndex: 1,
  });
  await api.send('POST', '/api/documentation', {
    title: 'Pre-market checklist',
    content:
      'Check the futures and the economic calendar. Review the watchlist levels, then set alerts for every stock near a level before the open.',
    category: 'Checklist',
    tags: ['morning', 'routine'],
  });
  await api.send('POST', '/api/documentation', {
    title: 'Risk rules',
    content: 'Never risk more than 1% of the account on one trade.',
    category: 'Risk Management',
    notionId: 'abc123',
  });
  return { courseTitle: options.title, lessonTitle };
}
