// Library bench: a cold load of /student/library in headless chromium against the real server with a
// small seeded library. Prints the library module's own JS (every script under /modules/library/,
// raw and gzip; shared singletons come from the shell and are not counted) against the 60 KiB gzip
// target, and the milliseconds until the first course card is on screen.
//
//   npm run bench -w @tradeboard/e2e          (needs a build first)
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '@tradeboard/tools/browser';
import { adminClient } from '../support/api.js';
import { startTradeboard } from '../support/server.js';

const TARGET_GZIP_KIB = 60;
const VIEWPORT = { width: 1440, height: 900 };

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const server = await startTradeboard();
  const browser = await launchBrowser({ viewport: VIEWPORT });
  try {
    const api = await adminClient(server.url);
    const course = await api.send('POST', '/api/courses', { title: 'Options Foundations', category: 'Options' });
    await api.send('POST', '/api/lessons', { courseId: course.id, title: 'Reading a chain' });
    await api.send('POST', '/api/documentation', {
      title: 'Checklist',
      content: 'Check futures.',
      category: 'Checklist',
    });

    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    /** @type {Promise<{ url: string, body: Buffer } | null>[]} */
    const scripts = [];
    page.on('response', (response) => {
      if (
        response.request().resourceType() !== 'script' ||
        !new URL(response.url()).pathname.startsWith('/modules/library/')
      )
        return;
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => null,
        ),
      );
    });
    const started = Date.now();
    await page.goto(`${server.url}/student/library`);
    await page.getByRole('article', { name: 'Options Foundations' }).waitFor({ timeout: 60_000 });
    const firstCardMs = Date.now() - started;
    await page.waitForLoadState('networkidle');

    const loaded = /** @type {{ url: string, body: Buffer }[]} */ ((await Promise.all(scripts)).filter(Boolean));
    const raw = loaded.reduce((sum, script) => sum + script.body.length, 0);
    const gzip = loaded.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
    console.log(
      `library bench: cold load of /student/library, ${VIEWPORT.width}x${VIEWPORT.height}, headless chromium`,
    );
    for (const script of loaded)
      console.log(
        `  ${new URL(script.url).pathname.padEnd(48)} ${kib(script.body.length).padStart(10)} ${kib(gzipSync(script.body).length).padStart(10)}`,
      );
    console.log(
      `library module JS: ${loaded.length} files, ${kib(raw)} raw, ${kib(gzip)} gzip (target under ${TARGET_GZIP_KIB} KiB gzip: ${gzip / 1024 < TARGET_GZIP_KIB ? 'met' : 'NOT met'})`,
    );
    console.log(`first course card visible after ${firstCardMs} ms (navigation to card, one cold load)`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
