// Lighthouse on /student, /login and /admin with real data, phone (Lighthouse's default mobile
// emulation) and desktop: prints the accessibility and best-practices scores (target 100 each),
// the cumulative layout shift (target < 0.1) and each failed audit by name, so a regression says
// what to fix. Debian's chromium (CHROME_PATH, default /usr/bin/chromium); the admin page is read
// with the session cookie of a real sign-in.
//
//   npm run bench:lighthouse -w @tradeboard/e2e      (needs a build first)
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard } from '../support/server.js';

const PAGES = ['/student', '/login', '/admin'];
const CATEGORIES = ['accessibility', 'best-practices', 'performance'];

async function sessionCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** The failed audits of the scored categories (performance: only layout shift matters here). */
function failures(lhr) {
  return ['accessibility', 'best-practices']
    .flatMap((category) =>
      lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]),
    )
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

const server = await startTradeboard();
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let worst = { accessibility: 100, bestPractices: 100, cls: 0 };
try {
  const api = await adminClient(server.url);
  await api.addStocks(SAMPLE_WATCHLIST);
  await api.send('POST', '/api/holdings', { ticker: 'AAPL', quantity: 10, tradePrice: 100, currentPrice: 120 });
  await api.send('POST', '/api/unusual-flow', { ticker: 'AAPL', optionType: 'PUT', strike: 180, expiry: '12/18/2026' });
  const cookie = await sessionCookie(server.url);
  console.log(
    'lighthouse bench: accessibility and best practices (target 100), cumulative layout shift (target < 0.1)',
  );
  for (const formFactor of ['phone', 'desktop']) {
    for (const page of PAGES) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: page === '/admin' ? { Cookie: cookie } : {},
      };
      const { lhr } = await lighthouse(
        `${server.url}${page}`,
        flags,
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const accessibility = Math.round(lhr.categories.accessibility.score * 100);
      const bestPractices = Math.round(lhr.categories['best-practices'].score * 100);
      const cls = lhr.audits['cumulative-layout-shift'].numericValue;
      worst = {
        accessibility: Math.min(worst.accessibility, accessibility),
        bestPractices: Math.min(worst.bestPractices, bestPractices),
        cls: Math.max(worst.cls, cls),
      };
      const failed = failures(lhr);
      console.log(
        `  ${formFactor.padEnd(7)} ${page.padEnd(9)} accessibility ${accessibility}, best practices ${bestPractices}, CLS ${cls.toFixed(3)}` +
          (failed.length ? `; failed: ${failed.join(', ')}` : ''),
      );
    }
  }
  console.log(
    `worst: accessibility ${worst.accessibility}, best practices ${worst.bestPractices}, CLS ${worst.cls.toFixed(3)}`,
  );
} finally {
  chrome.kill();
  await server.stop();
}
